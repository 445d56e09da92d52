"""Logistic regression by batch gradient descent with L2 regularisation: the sigmoid on arrays,
gradients with @ and X.T, a convergence test with break, then predictions and log-loss."""
import numpy as np
from numba import njit


@njit
def sigmoid(z):
    return 1.0 / (1.0 + np.exp(-z))


@njit
def add_intercept(X):
    n, d = X.shape
    out = np.ones((n, d + 1))
    out[:, 1:] = X
    return out


@njit
def log_loss(y, p):
    eps = 1e-12
    p = np.clip(p, eps, 1.0 - eps)
    return -np.mean(y * np.log(p) + (1.0 - y) * np.log(1.0 - p))


@njit
def fit(X, y, lr, lam, max_iter, tol):
    Xb = add_intercept(X)
    n, d = Xb.shape
    w = np.zeros(d)
    it = 0
    while it < max_iter:
        p = sigmoid(Xb @ w)
        grad = Xb.T @ (p - y) / n
        grad[1:] += lam * w[1:]
        w -= lr * grad
        it += 1
        if np.sqrt(np.dot(grad, grad)) < tol:
            break
    return w, it, log_loss(y, sigmoid(Xb @ w))


@njit
def predict(X, w, threshold):
    p = sigmoid(add_intercept(X) @ w)
    return (p >= threshold).astype(np.int64), p

# call: fit(np.array([[0.5, 1.0], [1.5, 2.0], [2.0, 0.5], [3.0, 3.5], [4.0, 2.5], [0.2, 0.1], [3.5, 4.0], [1.0, 0.3]]), np.array([0.0, 0.0, 0.0, 1.0, 1.0, 0.0, 1.0, 0.0]), 0.5, 0.01, 500, 1e-6)
# call: fit(np.array([[0.0], [1.0], [2.0], [3.0]]), np.array([0.0, 0.0, 1.0, 1.0]), 1.0, 0.0, 3000, 1e-3)
# call: predict(np.array([[0.5, 1.0], [3.0, 3.5], [2.0, 2.0]]), np.array([-4.0, 1.0, 0.8]), 0.5)
