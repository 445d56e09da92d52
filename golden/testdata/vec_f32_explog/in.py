# compare: exact
"""np.exp, np.log, math.exp and math.log on float32 are glibc's expf and logf, as in Numba, and run
in vector loops (lanes widened to float64, computed as glibc does, narrowed): fused array
expressions, explicit loops, a reduction, every length around the vector widths, and the edges
(overflow and underflow of expf, subnormal, zero, negative, infinite and NaN arguments of logf)
must give Numba's bits on every path."""
import math

import numpy as np
from numba import njit, vectorize


@njit
def explog(x, y):
    return np.exp(x) * np.float32(0.5) + np.log(y)


@njit
def loop(x):
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = math.exp(x[i]) - math.log(abs(x[i]))
    return out


@vectorize(["float32(float32)"])
def logistic(x):
    return np.float32(1.0) / (np.float32(1.0) + math.exp(-x))


@njit
def sweep(n):
    total = 0.0
    for m in range(n):
        x = (np.arange(m) * 0.37 - 9.0).astype(np.float32)
        y = (np.arange(m) * 0.011 + 0.93).astype(np.float32)
        total += explog(x, y).sum() + loop(x).sum() + logistic(x).sum()
    return total


@njit
def specials():
    x = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 1e-45, -1e-45, 1e-40, 1.1754944e-38, 88.0, 88.72283,
                  88.722839, 89.0, -87.0, -103.0, -103.97, -104.0, -110.0, 1e-8, -1e-8, 0.5, 3.4e38, -3.4e38,
                  0.69921875, 1.3984375], dtype=np.float32)
    return np.exp(x), np.log(x), np.log(np.abs(x)) + np.exp(-np.abs(x)), loop(x)

# call: explog(np.linspace(-110.0, 95.0, 1003).astype(np.float32), np.linspace(1e-44, 3.0, 1003).astype(np.float32))
# call: loop(np.linspace(-20.0, 20.0, 1003).astype(np.float32))
# call: logistic(np.linspace(-120.0, 120.0, 1003).astype(np.float32))
# call: sweep(70)
# call: specials()
