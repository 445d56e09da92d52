"""The assignment step of k-means: each point's nearest centroid and the total squared distance, nested loops."""
import numpy as np
from numba import njit


@njit
def kmeans_assign(points, centroids):
    n, d = points.shape
    k = centroids.shape[0]
    labels = np.empty(n, dtype=np.int64)
    inertia = 0.0
    for i in range(n):
        best = 0
        best_d = np.inf
        for c in range(k):
            s = 0.0
            for j in range(d):
                t = points[i, j] - centroids[c, j]
                s += t * t
            if s < best_d:
                best_d = s
                best = c
        labels[i] = best
        inertia += best_d
    return labels, inertia


ENTRY = "kmeans_assign"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n, d, k = (100, 3, 4) if size == "small" else (200_000, 8, 16)
    points = rng.standard_normal((n, d))
    centroids = rng.standard_normal((k, d))
    return (points, centroids)
