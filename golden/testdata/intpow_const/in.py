# A float to a constant integer power: Numba's repeated multiplication (int_power), unrolled.
import numpy as np
from numba import njit


@njit
def powers(x):
    out = np.empty((x.shape[0], 9), dtype=x.dtype)
    for i in range(x.shape[0]):
        v = x[i]
        out[i, 0] = v ** 3
        out[i, 1] = v ** 5
        out[i, 2] = v ** 7
        out[i, 3] = x[i] ** 13
        out[i, 4] = v ** 64
        out[i, 5] = v ** 65
        out[i, 6] = v ** 1
        out[i, 7] = v ** 0
        out[i, 8] = (v + 1) ** 6
    return out


@njit
def neg_powers(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i] ** -3 + x[i] ** -1 + x[i] ** -6
    return s


@njit
def aug_powers(x):
    y = x.copy()
    for i in range(y.shape[0]):
        y[i] **= 3
    z = x.copy()
    for i in range(z.shape[0]):
        z[i] **= -5
    return y, z


@njit
def scalar_sum(x):
    u = 0.0
    for i in range(x.shape[0]):
        u += x[i] ** 3
    return u


# call: powers(np.array([0.0, -0.0, 1.0, -1.5, 3.7, 1e-10, 1e100, -1e30, 5e-324, np.inf, -np.inf, np.nan, 1.0000001, 0.1, 7.25]))
# call: powers(np.array([0.0, -2.5, 1.3, 1e-20, 3e10, np.nan, -np.inf, 0.7], dtype=np.float32))
# call: neg_powers(np.array([1.5, -2.25, 1e-5, 3.0, 1e100]))
# call: neg_powers(np.array([1.5, 0.0]))
# call: neg_powers(np.array([1.5, -0.0, 2.0], dtype=np.float32))
# call: aug_powers(np.array([0.5, -1.25, 3.0, 1e-3, 1e60]))
# call: aug_powers(np.array([0.5, 0.0]))
# call: aug_powers(np.array([0.5, -1.25, 3.0, 1e-3], dtype=np.float32))
# call: scalar_sum(np.linspace(0.0, 4.0, 1001))
