"""type() of an expression with a call is rejected: pygo does not evaluate the argument of type()
(a class), so the call's effects (a random draw here) would be lost. Numba evaluates it; assign
the value to a variable first."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("float64(int64)")
def convert(seed):
    np.random.seed(seed)
    return type(np.random.rand())(3)
