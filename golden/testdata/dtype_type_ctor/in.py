"""x.dtype.type(v): the array's scalar type used as a constructor."""
import numpy as np
from numba import njit


@njit
def f(a, x):
    return a.dtype.type(x), a.dtype.type(3) + a[0]


# call: f(np.arange(3.0, dtype=np.float32), 2.5)
# call: f(np.arange(3), 2.5)
# call: f(np.arange(4, dtype=np.uint8), 300)
