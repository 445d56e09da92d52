"""np.sum and a.sum with dtype=: each element is cast to the dtype and accumulated in it, wrapping for integers, in float32 for float32, also along an axis."""
import numpy as np
from numba import njit


@njit
def sums(a):
    return np.sum(a, dtype=np.int32), a.sum(dtype=np.float32), np.sum(a, axis=0, dtype=np.int16), a.sum(dtype=np.int64)


@njit
def fsums(x):
    return np.sum(x, dtype=np.float32), x.sum(axis=1, dtype=np.float32), np.sum(x, dtype=np.complex128)


# call: sums(np.array([2000000000, 2000000000, 5], dtype=np.int32))
# call: sums(np.array([[30000, 30000], [10000, -5]], dtype=np.int32))
# call: sums(np.array([], dtype=np.int32))
# call: fsums(np.array([[0.1, 0.2, 0.3], [1e8, 1.0, -1e8]]))
