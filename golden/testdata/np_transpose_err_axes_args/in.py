"""a.transpose(1, 0, 2), axes as separate integers but not one per dimension, is rejected, as Numba 0.56 fails to
type it (an AssertionError in its typing of array.transpose)."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("int64[:, :](int64[:, :])")
def f(a):
    return a.transpose(1, 0, 2)
