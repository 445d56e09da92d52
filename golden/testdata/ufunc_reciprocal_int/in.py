"""np.reciprocal of integers divides in float64 and converts back as Numba does: 1/0 is inf, MinInt64 as int64 and 0 in narrower types; out= arrays (test_ufuncs' reciprocal loops)."""
import numpy as np
from numba import njit


@njit
def recip(a):
    return np.reciprocal(a)


@njit
def recip_out(a, out):
    np.reciprocal(a, out)
    return out


@njit
def recip_scalar(x):
    return np.reciprocal(x)

# call: recip(np.array([-2, -1, 0, 1, 2, 3]))
# call: recip(np.array([0, 1, 255], dtype=np.uint8))
# call: recip(np.array([-1, 0, 1, 5], dtype=np.int8))
# call: recip(np.array([0.5, -4.0, 0.0]))
# call: recip_out(np.array([0, 1, -1], dtype=np.int16), np.zeros(3, dtype=np.int16))
# call: recip_out(np.array([[0, 1], [2, 1]], dtype=np.uint32), np.zeros((2, 2), dtype=np.uint32))
# call: recip_scalar(0)
# call: recip_scalar(-1)
