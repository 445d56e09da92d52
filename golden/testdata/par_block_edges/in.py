"""Iteration counts around the block cut: 0, 1, 2, 255, 256, 257 and many more iterations than
blocks; every iteration runs exactly once."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def visit(n):
    hits = np.zeros(n, dtype=np.int64)
    s = 0
    for i in prange(n):
        hits[i] += 1
        s += i
    return hits.min() if n > 0 else 1, hits.max() if n > 0 else 1, s


@njit(parallel=True)
def weighted(n):
    s = 0
    for i in prange(n):
        s += (i % 7) * (i + 1)
    return s

# call: visit(0)
# call: visit(1)
# call: visit(2)
# call: visit(255)
# call: visit(256)
# call: visit(257)
# call: visit(10007)
# call: weighted(513)
# call: weighted(100000)
