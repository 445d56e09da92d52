"""A reduction raised to a power, `np.sum(np.abs(v) ** p) ** (1.0 / p)`: the reduction's Go is a
function literal called in place, which the emitter's constant and common-subexpression
checks must read (they formatted it as a declaration and failed)."""
import numpy as np
from numba import njit


@njit
def pnorm(v, p):
    return np.sum(np.abs(v) ** p) ** (1.0 / p)


@njit
def rms_pow(v):
    return np.mean(v * v) ** 0.5 + np.max(v) ** 2.0 + np.min(v) ** -1.0 + 2.0 ** np.sum(v)


# call: pnorm(np.array([3.0, -4.0]), 2.0)
# call: pnorm(np.array([1.0, -2.0, 3.0]), 1.0)
# call: pnorm(np.array([1.0, -2.0, 3.0]), 3)
# call: rms_pow(np.array([1.0, 2.0, 4.0]))
