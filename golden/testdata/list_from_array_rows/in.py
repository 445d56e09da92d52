"""list(a) and numba.typed.List(a) of an N-D array hold its rows (views of a), as iterating over the array gives them; of a 1-D array, its elements."""
import numpy as np
from numba import njit
from numba.typed import List


@njit
def typed_rows(x):
    return List(x)


@njit
def reflected_rows(x):
    return list(x)


@njit
def rows_are_views(x):
    l = List(x)
    l[0][0] = -1
    return x[0, 0], len(l)


@njit
def elems(x):
    return List(x), list(x)

# call: typed_rows(np.arange(4).reshape(2, 2))
# call: typed_rows(np.arange(12.0).reshape(2, 3, 2))
# call: reflected_rows(np.arange(6).reshape(3, 2))
# call: rows_are_views(np.arange(6).reshape(2, 3))
# call: elems(np.arange(3.5, 6.0))
