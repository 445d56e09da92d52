"""k-means++ seeding: squared distances, cumulative sums and np.searchsorted on a seeded random draw."""
import numpy as np
from numba import njit


@njit
def kmeanspp(X, k, seed):
    np.random.seed(seed)
    n = X.shape[0]
    centers = np.empty((k, X.shape[1]))
    centers[0] = X[np.random.randint(n)]
    d2 = np.full(n, np.inf)
    for c in range(1, k):
        for i in range(n):
            d = np.sum((X[i] - centers[c - 1]) ** 2)
            if d < d2[i]:
                d2[i] = d
        cum = np.cumsum(d2)
        r = np.random.random() * cum[-1]
        centers[c] = X[np.searchsorted(cum, r)]
    return centers

# call: kmeanspp(np.array([[0.0, 0.0], [0.1, 0.2], [5.0, 5.0], [5.1, 4.9], [9.0, 0.0], [8.8, 0.3]]), 3, 1)
