"""Two loop kernels Numba users write: pairwise Euclidean distances between the rows of two
matrices (by loops and by broadcasting through reshape), and a histogram counted by a loop."""
import numpy as np
from numba import njit


@njit
def pairwise_loops(a, b):
    n, m, d = a.shape[0], b.shape[0], a.shape[1]
    out = np.empty((n, m))
    for i in range(n):
        for j in range(m):
            s = 0.0
            for k in range(d):
                t = a[i, k] - b[j, k]
                s += t * t
            out[i, j] = np.sqrt(s)
    return out


@njit
def pairwise_broadcast(a, b):
    sq = np.sum(a * a, axis=1).reshape((-1, 1)) + np.sum(b * b, axis=1).reshape((1, -1)) - 2.0 * (a @ b.T)
    return np.sqrt(np.maximum(sq, 0.0))


@njit
def hist_loop(x, lo, hi, nbins):
    counts = np.zeros(nbins, dtype=np.int64)
    width = (hi - lo) / nbins
    for v in x:
        if v < lo or v > hi or np.isnan(v):
            continue
        i = int((v - lo) / width)
        if i == nbins:
            i -= 1
        counts[i] += 1
    return counts

# call: pairwise_loops(np.array([[0.0, 0.0], [3.0, 4.0], [1.0, -1.0]]), np.array([[0.0, 0.0], [6.0, 8.0]]))
# call: pairwise_loops(np.zeros((0, 3)), np.ones((2, 3)))
# call: pairwise_broadcast(np.array([[0.0, 0.0], [3.0, 4.0], [1.0, -1.0]]), np.array([[0.0, 0.0], [6.0, 8.0]]))
# call: hist_loop(np.array([0.0, 0.1, 0.25, 0.5, 0.99, 1.0, -0.5, 2.0, np.nan]), 0.0, 1.0, 4)
# call: hist_loop(np.zeros(0), 0.0, 1.0, 3)
