"""NumPy scalar classes applied to 0-d arrays of their own dtype: x.dtype.type(x), np.float64(a)."""
import numpy as np
from numba import njit


@njit
def same(x):
    return x.dtype.type(x)


@njit
def other(x):
    return np.float64(x) * 2


# call: same(np.array(True, dtype=np.bool_))
# call: same(np.array(2.5, dtype=np.float32))
# call: same(np.array(-7, dtype=np.int16))
# call: same(np.array(1 + 2j))
# call: other(np.array(3.75))
