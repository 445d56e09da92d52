"""Real code: parallel kernels as stumpy and umap write them: work split into per-thread chunks
with numba.get_num_threads() and a private output row per thread reduced after the prange,
an array reduction (`hist += local`) inside prange, and a parallel argmin per row."""
import numpy as np
import numba
from numba import njit, prange


@njit(parallel=True)
def chunked_sum_sq(x):
    n_threads = numba.get_num_threads()
    n = x.shape[0]
    bounds = np.linspace(0, n, n_threads + 1).astype(np.int64)
    partial = np.zeros((n_threads, 2))
    for t in prange(n_threads):
        for i in range(bounds[t], bounds[t + 1]):
            partial[t, 0] += x[i] * x[i]
            partial[t, 1] += 1
    return partial.sum(axis=0)


@njit(parallel=True)
def histogram_par(x, nbins, lo, hi):
    hist = np.zeros(nbins, dtype=np.int64)
    width = (hi - lo) / nbins
    for i in prange(x.shape[0]):
        b = int((x[i] - lo) / width)
        if 0 <= b < nbins:
            local = np.zeros(nbins, dtype=np.int64)
            local[b] = 1
            hist += local
    return hist


@njit(parallel=True)
def row_argmin(d):
    out = np.empty(d.shape[0], dtype=np.int64)
    best = np.empty(d.shape[0])
    for i in prange(d.shape[0]):
        j = np.argmin(d[i])
        out[i] = j
        best[i] = d[i, j]
    return out, best


# call: chunked_sum_sq(np.arange(10.0))
# call: histogram_par(np.array([0.1, 0.5, 0.55, 0.9, 1.5, -0.2, 0.51]), 4, 0.0, 1.0)
# call: row_argmin(np.array([[3.0, 1.0, 2.0], [0.5, 0.7, 0.1], [9.0, 9.0, 9.0]]))
