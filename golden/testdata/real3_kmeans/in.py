"""Lloyd's k-means: assignment by squared distance with np.argmin over an (n, k) distance
matrix, the update step with np.zeros((k, d)) accumulators and counts, empty clusters kept in
place, iterations until no assignment changes, and the inertia of the result."""
import numpy as np
from numba import njit


@njit
def assign(X, centers):
    n = X.shape[0]
    k = centers.shape[0]
    d2 = np.empty((n, k))
    for c in range(k):
        diff = X - centers[c]
        d2[:, c] = np.sum(diff * diff, axis=1)
    return np.argmin(d2, axis=1), d2


@njit
def update(X, labels, centers):
    k, d = centers.shape
    sums = np.zeros((k, d))
    counts = np.zeros(k, dtype=np.int64)
    for i in range(X.shape[0]):
        sums[labels[i]] += X[i]
        counts[labels[i]] += 1
    new = centers.copy()
    for c in range(k):
        if counts[c] > 0:
            new[c] = sums[c] / counts[c]
    return new, counts


@njit
def kmeans(X, init, max_iter):
    centers = init.copy()
    labels = np.full(X.shape[0], -1, dtype=np.int64)
    it = 0
    while it < max_iter:
        new_labels, d2 = assign(X, centers)
        if np.all(new_labels == labels):
            break
        labels = new_labels
        centers, counts = update(X, labels, centers)
        it += 1
    _, d2 = assign(X, centers)
    inertia = 0.0
    for i in range(X.shape[0]):
        inertia += d2[i, labels[i]]
    return centers, labels, it, inertia

# call: update(np.array([[0.0, 0.0], [1.0, 0.0], [5.0, 5.0], [6.0, 5.0]]), np.array([0, 0, 1, 1]), np.zeros((3, 2)))
# call: kmeans(np.array([[0.0, 0.0], [0.5, 0.2], [0.1, 0.7], [5.0, 5.0], [5.5, 4.8], [4.9, 5.6], [9.0, 0.0], [8.6, 0.4]]), np.array([[0.0, 0.0], [5.0, 5.0], [9.0, 0.0]]), 20)
# call: kmeans(np.array([[1.0, 1.0, 0.0], [1.2, 0.8, 0.1], [3.0, 3.0, 3.0], [3.1, 2.9, 3.2], [1.1, 1.0, -0.1]]), np.array([[1.0, 1.0, 0.0], [1.2, 0.8, 0.1]]), 10)
