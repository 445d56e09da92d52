"""@vectorize ufuncs called from @njit code, with scalars and arrays: Numba's loop choice (integers cast to floats when mixed), fusion with the rest of an array expression (in vector assembly where the element function allows), a dynamic ufunc typed from its callers."""
import math
import numpy as np
from numba import njit, vectorize, float32, float64, int64


@vectorize([int64(int64, int64), float32(float32, float32), float64(float64, float64)])
def mix(x, y):
    return x * 2 + y


@vectorize(["int32(int32)", "float64(float64)"])
def halve(x):
    return x // 2


@vectorize
def logistic(x, k):
    return 1.0 / (1.0 + math.exp(-k * x))


@njit
def scalar_calls(n, x):
    return mix(n, 3), mix(x, 0.5), halve(n), logistic(x, 2.0)


@njit
def fused(a, b):
    return mix(a, b) * 0.5 - a


@njit
def mixed_kinds(a):
    return mix(a, 2), mix(a, 2.5)


@njit
def grid(a):
    return logistic(a, 1.5) + logistic(a.T, 0.5)


@njit
def int_arrays(a):
    return halve(a.astype(np.int32)), halve(a)


@njit(parallel=True)
def par(a):
    return mix(a, a) + 1.0

# call: scalar_calls(7, 1.25)
# call: fused(np.arange(5.0), np.linspace(1.0, 2.0, 5))
# call: fused(np.arange(6.0).reshape(2, 3), np.array([1.0, -1.0, 0.5]))
# call: mixed_kinds(np.arange(4, dtype=np.float32))
# call: mixed_kinds(np.arange(4))
# call: grid(np.arange(9.0).reshape(3, 3) - 4.0)
# call: int_arrays(np.arange(-3, 4))
# call: par(np.arange(10.0))
# call: fused(np.linspace(-3.0, 3.0, 37), np.linspace(1.0, 2.0, 37))
# call: mixed_kinds(np.linspace(-4.0, 4.0, 41).astype(np.float32))
# call: par(np.linspace(0.0, 1.0, 45))
