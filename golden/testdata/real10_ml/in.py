"""Real-style ML kernels: kNN with argsort, logistic regression SGD, decision stump, naive Bayes, k-fold indices, confusion matrix, PCA power step."""
import numpy as np
from numba import njit, prange


@njit
def knn_predict(Xtr, ytr, Xte, k):
    n = Xte.shape[0]
    out = np.empty(n, dtype=ytr.dtype)
    for i in range(n):
        d = np.sum((Xtr - Xte[i]) ** 2, axis=1)
        idx = np.argsort(d)[:k]
        votes = np.bincount(ytr[idx])
        out[i] = np.argmax(votes)
    return out


@njit
def sigmoid(z):
    return 1.0 / (1.0 + np.exp(-z))


@njit
def logreg_sgd(X, y, lr=0.1, epochs=20):
    n, d = X.shape
    w = np.zeros(d)
    b = 0.0
    for _ in range(epochs):
        for i in range(n):
            p = sigmoid(X[i] @ w + b)
            g = p - y[i]
            w -= lr * g * X[i]
            b -= lr * g
    return w, b


@njit
def best_stump(x, y):
    order = np.argsort(x)
    xs = x[order]
    ys = y[order]
    n = len(xs)
    best_err = n + 1
    best_thr = xs[0]
    pos_total = ys.sum()
    left_pos = 0
    for i in range(n - 1):
        left_pos += ys[i]
        if xs[i] == xs[i + 1]:
            continue
        # predict 1 on the right side
        err = left_pos + ((n - i - 1) - (pos_total - left_pos))
        if err < best_err:
            best_err = err
            best_thr = 0.5 * (xs[i] + xs[i + 1])
    return best_thr, best_err


@njit
def gaussian_nb_fit(X, y, nclass):
    d = X.shape[1]
    means = np.zeros((nclass, d))
    vars_ = np.zeros((nclass, d))
    priors = np.zeros(nclass)
    for c in range(nclass):
        Xc = X[y == c]
        for j in range(d):
            means[c, j] = Xc[:, j].mean()
            vars_[c, j] = Xc[:, j].var() + 1e-9
        priors[c] = Xc.shape[0] / X.shape[0]
    return means, vars_, priors


@njit
def kfold(n, k, seed):
    np.random.seed(seed)
    idx = np.random.permutation(n)
    folds = []
    size = n // k
    for f in range(k):
        start = f * size
        stop = n if f == k - 1 else start + size
        folds.append(np.sort(idx[start:stop]))
    return folds


@njit(parallel=True)
def confusion(y_true, y_pred, k):
    m = np.zeros((k, k), dtype=np.int64)
    for i in range(y_true.shape[0]):
        m[y_true[i], y_pred[i]] += 1
    acc = 0.0
    for c in prange(k):
        acc += m[c, c]
    return m, acc / y_true.shape[0]


@njit
def power_step(C, iters):
    v = np.ones(C.shape[0]) / np.sqrt(C.shape[0])
    lam = 0.0
    for _ in range(iters):
        w = C @ v
        lam = np.linalg.norm(w)
        v = w / lam
    return lam, v


@njit
def standardize(X):
    mu = np.empty(X.shape[1])
    sd = np.empty(X.shape[1])
    for j in range(X.shape[1]):
        mu[j] = X[:, j].mean()
        sd[j] = X[:, j].std()
    return (X - mu) / sd

# call: knn_predict(np.array([[0.0, 0.0], [1.0, 1.0], [5.0, 5.0], [6.0, 5.0]]), np.array([0, 0, 1, 1]), np.array([[0.5, 0.2], [5.5, 5.2]]), 3)
# call: logreg_sgd(np.array([[0.0, 1.0], [1.0, 0.5], [2.0, 2.0], [3.0, 2.5]]), np.array([0.0, 0.0, 1.0, 1.0]))
# call: best_stump(np.array([3.0, 1.0, 2.0, 5.0, 4.0, 2.0]), np.array([1, 0, 0, 1, 1, 0]))
# call: gaussian_nb_fit(np.array([[1.0, 2.0], [1.5, 1.8], [5.0, 8.0], [6.0, 9.0], [1.2, 2.2]]), np.array([0, 0, 1, 1, 0]), 2)
# call: kfold(10, 3, 42)
# call: confusion(np.array([0, 1, 2, 1, 0]), np.array([0, 2, 2, 1, 1]), 3)
# call: power_step(np.array([[2.0, 1.0], [1.0, 3.0]]), 30)
# call: standardize(np.array([[1.0, 10.0], [2.0, 20.0], [4.0, 25.0]]))
