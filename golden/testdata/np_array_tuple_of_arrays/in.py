"""np.array of a tuple of arrays and of a list of tuples built in compiled code: the arrays (rows) stacked along a new first axis."""
# oracle: cpython Numba 0.56 builds an array from arrays only in a nested array comprehension, and not from a typed list of tuples
import numpy as np
from numba import njit


@njit
def rows_of_arrays(a):
    t = (a, a * 2, a + 1)
    return np.array(t)


@njit
def pairs(n):
    ps = [(i, i * 0.5) for i in range(n)]
    return np.array(ps)


# call: rows_of_arrays(np.arange(3.0))
# call: rows_of_arrays(np.arange(4).reshape(2, 2))
# call: pairs(3)
