"""a.view(dtype): shared memory read as another dtype, the last axis rescaled for another item size, NumPy's ValueErrors."""
import numpy as np
from numba import njit


@njit
def interleaved(z):
    f = z.view(np.float64)
    f[1] = -1.0
    return f, z


@njit
def widen(a):
    return a.view(np.int64)


@njit
def narrow(a):
    b = a.view(np.uint8)
    return b.shape, b.sum()


@njit
def strided(a):
    return a[:, ::2].view(np.int16)


@njit
def same_size_strided(a):
    v = a[::-1, 1:].view(np.int64)
    return v


@njit
def flip_sign(x):
    u = x.view(np.uint64)
    u ^= np.uint64(1) << np.uint64(63)
    return x

# call: interleaved(np.array([1.0 + 2.0j, 3.0 - 4.0j]))
# call: widen(np.arange(8, dtype=np.int32).reshape(2, 4))
# call: widen(np.arange(6, dtype=np.int32).reshape(2, 3))
# call: narrow(np.array([[1.0, 2.0], [3.0, 0.5]]))
# call: strided(np.arange(12, dtype=np.int32).reshape(3, 4))
# call: same_size_strided(np.arange(12.0).reshape(3, 4))
# call: flip_sign(np.array([1.5, -2.0, 0.0]))
