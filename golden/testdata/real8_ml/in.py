"""Real-style ML kernels: decision tree predict from arrays, gradient boosting split search, softmax cross entropy, SGD."""
import numpy as np
import numba
from numba import njit, prange, float64, int64


@njit
def tree_predict(X, feature, threshold, left, right, value):
    n = X.shape[0]
    out = np.empty(n, dtype=np.float64)
    for i in range(n):
        node = 0
        while left[node] != -1:
            if X[i, feature[node]] <= threshold[node]:
                node = left[node]
            else:
                node = right[node]
        out[i] = value[node]
    return out


@njit
def best_split(x, g, h, lam=1.0, min_child=1):
    order = np.argsort(x)
    xs = x[order]
    gs = g[order]
    hs = h[order]
    G = gs.sum()
    H = hs.sum()
    gl = 0.0
    hl = 0.0
    best_gain = -np.inf
    best_thr = np.nan
    n = x.shape[0]
    for i in range(n - 1):
        gl += gs[i]
        hl += hs[i]
        if xs[i] == xs[i + 1] or i + 1 < min_child or n - i - 1 < min_child:
            continue
        gr = G - gl
        hr = H - hl
        gain = gl * gl / (hl + lam) + gr * gr / (hr + lam) - G * G / (H + lam)
        if gain > best_gain:
            best_gain = gain
            best_thr = 0.5 * (xs[i] + xs[i + 1])
    return best_gain, best_thr


@njit(fastmath=True)
def softmax_xent(logits, labels):
    n, k = logits.shape
    probs = np.empty_like(logits)
    loss = 0.0
    for i in range(n):
        m = logits[i].max()
        s = 0.0
        for j in range(k):
            e = np.exp(logits[i, j] - m)
            probs[i, j] = e
            s += e
        probs[i] /= s
        loss -= np.log(probs[i, labels[i]])
    return loss / n, probs


@njit(parallel=True)
def logistic_grad(X, y, w):
    n, d = X.shape
    grad = np.zeros(d)
    z = X @ w
    p = 1.0 / (1.0 + np.exp(-z))
    r = p - y
    for j in prange(d):
        acc = 0.0
        for i in range(n):
            acc += X[i, j] * r[i]
        grad[j] = acc / n
    return grad


@njit
def sgd(X, y, lr=0.1, epochs=20):
    n, d = X.shape
    w = np.zeros(d)
    b = 0.0
    for ep in range(epochs):
        for i in range(n):
            pred = np.dot(X[i], w) + b
            err = pred - y[i]
            w -= lr * err * X[i]
            b -= lr * err
    return w, b


@njit
def confusion(y_true, y_pred, k):
    m = np.zeros((k, k), dtype=np.int64)
    for t, p in zip(y_true, y_pred):
        m[t, p] += 1
    return m


# call: tree_predict(np.array([[0.1, 5.0], [0.7, 1.0], [0.4, 3.0], [0.9, 9.0]]), np.array([0, 1, -2, -2, -2]), np.array([0.5, 2.0, 0.0, 0.0, 0.0]), np.array([1, 3, -1, -1, -1]), np.array([2, 4, -1, -1, -1]), np.array([0.0, 0.0, 1.5, -1.0, 2.5]))
# call: best_split(np.array([3.0, 1.0, 2.0, 2.0, 5.0, 4.0]), np.array([0.5, -1.0, 0.2, 0.1, 1.0, -0.3]), np.ones(6))
# call: softmax_xent(np.arange(12.0).reshape(4, 3) * 0.3, np.array([0, 2, 1, 2]))
# call: logistic_grad(np.arange(12.0).reshape(4, 3) * 0.1, np.array([0.0, 1.0, 1.0, 0.0]), np.array([0.1, -0.2, 0.3]))
# call: sgd(np.arange(8.0).reshape(4, 2) * 0.1, np.array([1.0, 2.0, 3.0, 4.0]), 0.05, 10)
# call: confusion(np.array([0, 1, 2, 1, 0]), np.array([0, 2, 2, 1, 1]), 3)
