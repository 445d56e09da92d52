"""np.array of nested sequence values (not literals): lists of tuples, tuples of lists, tuples of tuples of mixed numbers, empty tuples; ragged values raise."""
import numpy as np
from numba import njit


@njit
def arr(x):
    return np.array(x)


@njit
def arr_f32(x):
    return np.array(x, dtype=np.float32)


@njit
def nested_tuple(x, y):
    t = ((x, y), (y, x), (1, 2))
    return np.array(t)


# call: arr([(1, 2), (3, 4)])
# call: arr([(1, 2.5), (3, 4.0)])
# call: arr(([1, 2], [3, 4]))
# call: arr(([1, 2], [3.5, 4.0]))
# call: arr(((1.0, 2), (3.0, 4.5)))
# call: arr(((), ()))
# call: arr(())
# call: arr(([1, 2], [3]))
# call: arr_f32([(1, 2), (3, 4)])
# call: nested_tuple(5, 7.5)
