"""np.bincount with a negative first element, as Numba 0.56: it checks only the later elements,
so the first counts at its index from the end of the result (with and without weights, and
with minlength); a negative later element raises."""
import numpy as np
from numba import njit


@njit
def count(a, minlength):
    return np.bincount(a, minlength=minlength)


@njit
def count_weights(a, w):
    return np.bincount(a, w)

# call: count(np.array([-1, 2, 3]), 0)
# call: count(np.array([-2, 0, 1, 1]), 0)
# call: count(np.array([-3, 1]), 5)
# call: count(np.array([-1, 2, 3], dtype=np.int32), 2)
# call: count(np.array([1, -2, 3]), 0)
# call: count(np.array([0, 0, 3]), 0)
# call: count_weights(np.array([-1, 3, 1]), np.array([0.5, 1.5, 2.0]))
# call: count_weights(np.array([2, -1]), np.array([0.5, 1.5]))
