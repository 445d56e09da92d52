"""np.dstack and np.column_stack of 1-d and 2-d arrays, with promotion."""
import numpy as np
from numba import njit


@njit
def stacks(a, b):
    return np.dstack((a, b)), np.column_stack((a, b))


@njit
def mixed(a, b):
    return np.column_stack((a, b, a))

# call: stacks(np.array([1.0, 2.0, 3.0]), np.array([4.0, 5.0, 6.0]))
# call: stacks(np.arange(4.0).reshape(2, 2), np.arange(10.0, 14.0).reshape(2, 2))
# call: mixed(np.array([1, 2]), np.array([0.5, 1.5]))
# call: stacks(np.array([1.0, 2.0]), np.array([1.0, 2.0, 3.0]))
# call: mixed(np.array([1, 2]), np.array([0.5, 1.5, 2.5]))
