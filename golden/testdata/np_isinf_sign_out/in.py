"""np.isneginf and np.isposinf with out=None given, as test_np_functions calls them, of
numbers and arrays."""
import numpy as np
from numba import njit


@njit
def isneginf(x, out=None):
    return np.isneginf(x, out)


@njit
def isposinf(x, out=None):
    return np.isposinf(x, out=out)


# call: isneginf(float("-inf"), None)
# call: isneginf(float("inf"), None)
# call: isneginf(np.array([1.0, float("-inf"), float("nan"), float("inf")]), None)
# call: isposinf(float("inf"), None)
# call: isposinf(np.array([[1.0, float("-inf")], [float("nan"), float("inf")]]), None)
# call: isposinf(3, None)
