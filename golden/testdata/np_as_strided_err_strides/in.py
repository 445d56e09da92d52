# as_strided without strides: Numba 0.56 requires them (NotImplementedError at typing).
import numpy as np
from numba import njit

# error: unsupported-feature


@njit
def f(a):
    return np.lib.stride_tricks.as_strided(a, shape=(2, 2))


# sig: f(float64[::1])
