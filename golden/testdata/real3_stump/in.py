"""Decision-stump search for a weighted binary classifier: each feature's values sorted once
with np.argsort, a cumulative weighted-error scan over split points with np.cumsum, both
polarities tried, and a few rounds of AdaBoost built on the best stump."""
import math
import numpy as np
from numba import njit


@njit
def best_stump(X, y, w):
    n, d = X.shape
    best_err = np.inf
    best_feat = -1
    best_thr = 0.0
    best_pol = 1
    for f in range(d):
        order = np.argsort(X[:, f])
        xs = X[order, f]
        ys = y[order]
        ws = w[order]
        # error of predicting +1 for x > thr: positives at or below thr, negatives above
        pos_below = np.cumsum(ws * (ys == 1))
        neg_total = np.sum(ws * (ys == -1))
        neg_below = np.cumsum(ws * (ys == -1))
        for i in range(n - 1):
            if xs[i] == xs[i + 1]:
                continue
            err = pos_below[i] + (neg_total - neg_below[i])
            thr = 0.5 * (xs[i] + xs[i + 1])
            for pol in (1, -1):
                e = err if pol == 1 else 1.0 - err
                if e < best_err:
                    best_err = e
                    best_feat = f
                    best_thr = thr
                    best_pol = pol
    return best_feat, best_thr, best_pol, best_err


@njit
def stump_predict(X, feat, thr, pol):
    pred = np.where(X[:, feat] > thr, 1, -1)
    return pred * pol


@njit
def adaboost(X, y, rounds):
    n = X.shape[0]
    w = np.full(n, 1.0 / n)
    alphas = np.zeros(rounds)
    feats = np.empty(rounds, dtype=np.int64)
    thrs = np.empty(rounds)
    pols = np.empty(rounds, dtype=np.int64)
    score = np.zeros(n)
    for r in range(rounds):
        f, t, p, err = best_stump(X, y, w)
        err = max(err, 1e-10)
        a = 0.5 * math.log((1.0 - err) / err)
        pred = stump_predict(X, f, t, p)
        w = w * np.exp(-a * y * pred)
        w /= w.sum()
        alphas[r] = a
        feats[r] = f
        thrs[r] = t
        pols[r] = p
        score += a * pred
    acc = np.mean(np.sign(score) == y)
    return alphas, feats, thrs, pols, acc

# call: best_stump(np.array([[1.0, 5.0], [2.0, 4.0], [3.0, 3.0], [4.0, 2.0], [5.0, 1.0]]), np.array([-1, -1, 1, 1, 1]), np.full(5, 0.2))
# call: best_stump(np.array([[0.3], [0.1], [0.9], [0.5], [0.7], [0.2]]), np.array([1, 1, -1, 1, -1, -1]), np.array([0.1, 0.2, 0.2, 0.1, 0.2, 0.2]))
# call: adaboost(np.array([[0.0, 1.0], [1.0, 0.0], [2.0, 2.0], [3.0, 1.0], [1.5, 3.0], [2.5, 0.5], [0.5, 2.5]]), np.array([1, -1, 1, -1, 1, -1, 1]), 3)
