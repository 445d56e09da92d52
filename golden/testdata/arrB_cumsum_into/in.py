"""dst[...] = np.cumsum(x) and np.cumsum(x)[::-1] (cumprod and the methods alike) write the running
results straight into the destination: suffix sums row by row, strided and reversed
destinations, a 2-d source flattened, a destination that overlaps its source (the temporary's
semantics), a size-1 source broadcast, and the ValueError of a size that does not fit."""
import numpy as np
from numba import njit


@njit
def suffix_rows(a):
    out = np.empty_like(a)
    for i in range(a.shape[0]):
        out[i] = np.cumsum(a[i, ::-1])[::-1]
    return out


@njit
def prefix_rows(a):
    out = np.zeros_like(a)
    for i in range(a.shape[0]):
        out[i] = a[i].cumprod()
        out[i, ::2] = np.cumsum(a[i, ::2])
    return out


@njit
def into_views(a, n):
    out = np.zeros(2 * n, dtype=a.dtype)
    out[::2] = np.cumsum(a)
    out[n - 1::-1] = np.cumprod(a)[::-1]
    return out


@njit
def flat_into(m):
    out = np.zeros(m.size + 1)
    out[1:] = np.cumsum(m)
    return out


@njit
def overlap(a):
    b = a.copy()
    b[1:] = np.cumsum(b[:-1])
    c = a.copy()
    c[:] = np.cumsum(c)[::-1]
    return b, c


@njit
def widen(a):
    out = np.zeros(a.size, dtype=np.int32)
    out[:] = np.cumsum(a)
    return out


@njit
def broadcast(a, n):
    out = np.zeros(n)
    out[:] = np.cumsum(a)[::-1]
    return out

# call: suffix_rows(np.arange(12.0).reshape(3, 4) * 0.1)
# call: suffix_rows(np.array([[1, -2, 3], [4, 5, -6]]))
# call: suffix_rows(np.zeros((2, 0)))
# call: prefix_rows(np.linspace(0.5, 2.0, 10).reshape(2, 5))
# call: into_views(np.array([1.5, -2.0, 0.25, 3.0]), 4)
# call: into_views(np.array([2, 3, -1]), 3)
# call: flat_into(np.arange(6.0).reshape(2, 3).T)
# call: overlap(np.array([1.0, 2.0, 3.0, 4.0, 5.0]))
# call: overlap(np.array([3, 1, 4, 1, 5, 9]))
# call: widen(np.array([100000, 100000, 100000], dtype=np.int32))
# call: broadcast(np.array([2.5]), 3)
# call: broadcast(np.array([1.0, 2.0]), 3)
