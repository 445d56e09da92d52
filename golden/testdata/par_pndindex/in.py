"""numba.pndindex (np.ndindex that Numba runs in parallel) over a shape given as integers, as
a tuple argument or as a.shape, imported from numba or used as numba.pndindex, writing
independent elements and with a += reduction, and a 1-tuple index."""
import numba
import numpy as np
from numba import njit, pndindex


@njit(parallel=True)
def fill(x, sz):
    for i in numba.pndindex(sz):
        x[i] = 1
    return x


@njit(parallel=True)
def index_sum(a):
    for idx in pndindex(a.shape):
        a[idx] = idx[0] * 10 + idx[1]
    total = 0.0
    for idx in pndindex(a.shape):
        total += a[idx]
    return a, total


@njit(parallel=True)
def rows(n):
    out = np.zeros(n)
    for i in numba.pndindex(n):
        out[i] = i[0] * i[0]
    return out

# call: fill(np.zeros((3, 4)), (3, 4))
# call: fill(np.zeros((2, 3)), (1, 3))
# call: fill(np.zeros(5), 3)
# call: index_sum(np.zeros((3, 2)))
# call: index_sum(np.zeros((0, 2)))
# call: rows(4)
