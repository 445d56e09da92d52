"""map() with a lambda that reads a variable of the enclosing function is rejected, as Numba
cannot capture a non-constant value in a function that escapes."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("int64[:](int64[:], int64)")
def f(a, k):
    return np.array(list(map(lambda x: x * k, a)))
