"""A generator expression is rejected, as Numba 0.56 rejects every one (yield in a closure),
even as the argument of sum()."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("float64(float64[:])")
def f(a):
    return sum(x * x for x in a)

