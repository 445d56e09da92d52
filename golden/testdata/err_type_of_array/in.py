"""type() of an array: Numba has no type() for arrays (No implementation of function type(array)),
and pygo takes type() of numbers only."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("int64(int64[:])")
def f(x):
    return type(x)(3)
