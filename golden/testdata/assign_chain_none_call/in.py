"""a = b = f() where f returns nothing: the call runs once, for its effects (fuzzing found the
Go assigning the call's missing value to a temporary, which does not compile)."""
import numpy as np
from numba import njit


@njit
def bump(buf):
    buf[0] += 1.0


@njit
def chained(buf, n):
    for i in range(n):
        a = b = bump(buf)
    return buf[0]


@njit
def chained_unused(buf):
    a = b = bump(buf)
    return buf[0]


# call: chained(np.zeros(1), 3)
# call: chained(np.zeros(1), 0)
# call: chained_unused(np.zeros(2))
