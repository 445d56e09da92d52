"""a.itemset(v) stores v, cast to the array's dtype, into the only element of a size-1 array
(a view too); other sizes raise ValueError, as in Numba."""
import numpy as np
from numba import njit


@njit
def setone(a, v):
    a.itemset(v)
    return a


@njit
def setview(m):
    m[1:2, 2:3].itemset(-1.0)
    return m


@njit
def cast(a):
    a.itemset(2.7)
    return a

# call: setone(np.zeros(1), 3.5)
# call: setone(np.zeros((1, 1)), 4.0)
# call: setview(np.zeros((3, 4)))
# call: cast(np.zeros(1, np.int64))
# call: setone(np.zeros(2), 1.0)
