"""A number class applied to a 0-d array of another dtype: Numba 0.56 has no such conversion."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("float32()")
def f():
    x = np.array(3.75)
    return np.float32(x)
