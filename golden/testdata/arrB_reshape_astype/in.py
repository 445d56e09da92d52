"""Shape and type changes: astype (float to int truncates toward zero, to float32, to bool,
int to uint8 wraps), fill, flatten and ravel (also of a transposed view), reshape with -1,
transpose and .T of 2-d and 3-d arrays."""
import numpy as np
from numba import njit


@njit
def casts(x):
    return x.astype(np.int64), x.astype(np.int32), x.astype(np.float32), x.astype(np.bool_)


@njit
def int_casts(a):
    return a.astype(np.uint8), a.astype(np.float64), a.astype(np.int32)


@njit
def filled(a, v):
    a.fill(v)
    return a


@njit
def flat(m):
    t = m.T
    return m.flatten(), m.ravel(), t.flatten(), np.ravel(t), t.ravel()


@njit
def reshaped(a):
    return a.reshape(-1, 2), a.reshape((2, -1)), a.reshape(-1), np.reshape(a, (3, -1))


@njit
def transposed(t):
    return t.T, np.transpose(t), t.transpose(), t.T.shape, t.transpose((1, 0, 2)).shape

# call: casts(np.array([1.9, -1.9, 0.0, 2.5, -0.5, 1e10]))
# call: int_casts(np.array([255, 256, -1, 1000, 7]))
# call: filled(np.zeros(4), 2.5)
# call: filled(np.zeros((2, 3), dtype=np.int32), 7)
# call: flat(np.arange(6.0).reshape(2, 3))
# call: reshaped(np.arange(6))
# call: reshaped(np.arange(12.0).reshape(3, 4))
# call: transposed(np.arange(24).reshape(2, 3, 4))
