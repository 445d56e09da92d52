"""One helper called with arrays of different layouts (C, F via np.asfortranarray, A via a slice)
and dtypes, so each call is a separate specialisation; a jitted caller uses it on C, F and A views."""
import numpy as np
from numba import njit


@njit
def weighted(m):
    s = 0.0
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            s += (i + 1) * m[i, j] - j
    return s


@njit
def scale_inplace(m, k):
    m *= k
    return m[0, -1]


@njit
def all_layouts(n):
    a = np.arange(n * n * 1.0).reshape(n, n)
    return weighted(a), weighted(a.T), weighted(a[::2, 1:]), weighted(np.asfortranarray(a))

# call: weighted(np.arange(6.0).reshape(2, 3))
# call: weighted(np.asfortranarray(np.arange(6.0).reshape(2, 3)))
# call: weighted(np.arange(20).reshape(4, 5)[1::2, ::2])
# call: weighted(np.arange(6, dtype=np.int32).reshape(3, 2))
# call: scale_inplace(np.asfortranarray(np.arange(6, dtype=np.float32).reshape(2, 3)), 3)
# call: all_layouts(4)
