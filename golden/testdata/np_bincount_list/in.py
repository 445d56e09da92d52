"""np.bincount of lists and tuples (Numba 0.56 takes any 1-d sequence, for the values and the
weights), and its ValueErrors with Numba's messages."""
import numpy as np
from numba import njit


@njit
def count_list(n):
    vals = [i % 3 for i in range(n)]
    return np.bincount(vals), np.bincount(vals, minlength=5), np.bincount((1, 1, 4))


@njit
def count_weights(a, w):
    return np.bincount(a, w), np.bincount(a, [0.5] * len(a)), np.bincount([0, 2, 2], weights=(1, 2, 3))


@njit
def count_arg(a, minlength):
    return np.bincount(a, None, minlength)

# call: count_list(7)
# call: count_list(0)
# call: count_weights(np.array([0, 1, 1, 3]), np.array([1.0, 2.0, 3.0, 4.0]))
# call: count_weights(np.array([2, 0]), np.array([0.25, 0.5, 1.0]))
# call: count_arg(np.array([3, 1, -2]), 0)
# call: count_arg(np.array([3, 1]), -1)
# call: count_arg(np.array([3, 1], dtype=np.int32), 6)
