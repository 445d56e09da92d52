"""k-means steps with np.argmin(axis=1) over a broadcast distance matrix and per-cluster means with boolean masks."""
import numpy as np
from numba import njit


@njit
def kmeans(X, centers, iters):
    k = centers.shape[0]
    c = centers.copy()
    labels = np.zeros(X.shape[0], dtype=np.int64)
    for _ in range(iters):
        d = np.empty((X.shape[0], k))
        for j in range(k):
            d[:, j] = ((X - c[j]) ** 2).sum(axis=1)
        labels = np.argmin(d, axis=1)
        for j in range(k):
            m = labels == j
            if m.any():
                c[j] = X[m].sum(axis=0) / m.sum()
    return labels, c

# call: kmeans(np.array([[0.0, 0.0], [0.2, 0.1], [4.0, 4.0], [4.1, 3.9], [8.0, 0.0], [7.9, 0.2]]), np.array([[0.0, 1.0], [5.0, 5.0], [9.0, 1.0]]), 3)
