"""True division, floor division and % on int and float arrays with negative values: // rounds
toward minus infinity and % takes the divisor's sign; int / int gives float; float division by
zero gives inf or nan, and an int array divided by zero gives 0 as NumPy's ufuncs do."""
import numpy as np
from numba import njit


@njit
def divisions(a, b):
    return a / b, a // b, a % b


@njit
def by_scalar(a, k):
    return a / k, a // k, a % k, k // a, k % a


@njit
def divmod_check(a, b):
    return (a // b) * b + a % b

# call: divisions(np.array([7, -7, 7, -7, 0, 5]), np.array([2, 2, -2, -2, 3, 0]))
# call: divisions(np.array([7, -7, 9], dtype=np.int32), np.array([-3, 3, 4], dtype=np.int32))
# call: divisions(np.array([7.5, -7.5, 7.5, -7.5, 1.0, -1.0, 0.0]), np.array([2.0, 2.0, -2.0, -2.0, 0.0, 0.0, 0.0]))
# call: divisions(np.array([5.5, -3.25], dtype=np.float32), np.array([2.0, 1.5], dtype=np.float32))
# call: by_scalar(np.array([7, -7, 1, -1]), 3)
# call: by_scalar(np.array([7.0, -7.0, 0.5, -0.5]), -2.0)
# call: divmod_check(np.array([17, -17, 17, -17]), np.array([5, 5, -5, -5]))
# call: divmod_check(np.array([5.5, -5.5, 1e-300]), np.array([-1.5, 1.5, 3.0]))
