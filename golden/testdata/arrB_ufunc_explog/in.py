"""Exponential, logarithmic and power ufuncs: sqrt, exp, log, log2, log10, log1p, expm1, exp2,
cbrt and square on float64, float32 and int arrays and on scalars; log of 0 is -inf, of a
negative number NaN, exp overflows to inf."""
import numpy as np
from numba import njit


@njit
def exps(x):
    return np.exp(x), np.expm1(x), np.exp2(x), np.sqrt(x), np.cbrt(x), np.square(x)


@njit
def logs(x):
    return np.log(x), np.log2(x), np.log10(x), np.log1p(x)


@njit
def scalars(x, k):
    return np.sqrt(x), np.log(x), np.exp2(k), np.square(k), np.cbrt(x), np.log10(k), np.expm1(x)

# call: exps(np.array([0.0, 1.0, -1.0, 1e-10, 2.5, 710.0, -np.inf, np.nan]))
# call: exps(np.array([0.5, -2.0, 3.0], dtype=np.float32))
# call: exps(np.array([0, 1, 4, -8, 27]))
# call: exps(np.zeros(0))
# call: logs(np.array([1.0, 0.0, -1.0, 1e-12, 8.0, 1000.0, np.inf, np.nan]))
# call: logs(np.array([0.25, 2.0, 10.0], dtype=np.float32))
# call: logs(np.array([1, 2, 100, 0]))
# call: scalars(27.0, 3)
# call: scalars(-8.0, -2)
