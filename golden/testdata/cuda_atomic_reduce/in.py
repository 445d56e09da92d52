"""CUDA: reductions with cuda.atomic.add/sub/max/min on float and integer arrays (a histogram, a sum, extremes); values chosen so that any order of the atomic updates gives the same result."""
import numpy as np
from numba import cuda


@cuda.jit
def total(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        cuda.atomic.add(out, 0, x[i])


@cuda.jit
def histogram(x, nbins, hist):
    start = cuda.grid(1)
    for i in range(start, x.shape[0], cuda.gridsize(1)):
        cuda.atomic.add(hist, x[i] % nbins, 1)


@cuda.jit
def extremes(x, lo, hi, count):
    i = cuda.grid(1)
    if i < x.shape[0]:
        cuda.atomic.max(hi, 0, x[i])
        cuda.atomic.min(lo, 0, x[i])
        cuda.atomic.sub(count, 0, 1)


@cuda.jit
def grid_sum2d(a, out):
    i, j = cuda.grid(2)
    if i < a.shape[0] and j < a.shape[1]:
        old = cuda.atomic.add(out, (i % 2, j % 2), a[i, j])
        if old < 0:
            out[0, 0] = -1.0


# call: total[4, 32](np.arange(100.0), np.zeros(1))
# call: total[2, 16](np.arange(20, dtype=np.float32) * 0.5, np.zeros(1, dtype=np.float32))
# call: total[1, 8](np.arange(8, dtype=np.int32), np.zeros(1, dtype=np.int32))
# call: histogram[3, 16](np.arange(300, dtype=np.int64) * 7, 5, np.zeros(5, dtype=np.int64))
# call: extremes[4, 8](np.sin(np.arange(30.0)) * 10, np.full(1, 100.0), np.full(1, -100.0), np.full(1, 30, dtype=np.int64))
# call: extremes[2, 8](np.arange(16, dtype=np.int32) - 5, np.full(1, 100, dtype=np.int32), np.full(1, -100, dtype=np.int32), np.zeros(1, dtype=np.int64))
# call: grid_sum2d[(2, 2), (3, 3)](np.arange(30.0).reshape(5, 6), np.zeros((2, 2)))
