"""Scalar transcendental loops (an outside report measured "scalar exp/pow 20-30x slower than Numba"): a sum of
math.exp(x[i]), of x[i] ** 2.5 (glibc's pow) and of x[i] ** 3 (an integer power, repeated multiplication)."""
import math

import numpy as np
from numba import njit


@njit
def scalar_pow_exp(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += math.exp(x[i])
    t = 0.0
    for i in range(x.shape[0]):
        t += x[i] ** 2.5
    u = 0.0
    for i in range(x.shape[0]):
        u += x[i] ** 3
    return s, t, u


ENTRY = "scalar_pow_exp"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 1000 if size == "small" else 2_000_000
    return (rng.uniform(0.0, 4.0, n),)
