"""np.empty_like, zeros_like, ones_like and full_like of a number make a 0-d array of the
number's type (or the dtype given), as in Numba."""
import numpy as np
from numba import njit


@njit
def likes(x):
    return np.zeros_like(x), np.ones_like(x), np.empty_like(x).shape, np.full_like(x, 3.5)


@njit
def likes_dtype(x):
    return np.zeros_like(x, np.int32), np.ones_like(x, dtype=np.float32), np.full_like(x, 2, np.float32)

# call: likes(0.0)
# call: likes(7)
# call: likes(True)
# call: likes_dtype(2.5)
# call: likes_dtype(4)
