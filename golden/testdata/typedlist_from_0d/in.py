"""numba.typed.List(a) of a 0-d array is the list of its one element, as Numba's constructor
special-cases it (a 0-d array is no iterable elsewhere)."""
import numpy as np
from numba import njit
from numba.typed import List


@njit
def from_0d(x):
    l = List(np.array(x))
    l.append(x + 1)
    return l, len(l)


@njit
def from_0d_arg(a):
    return List(a)

# call: from_0d(1)
# call: from_0d(2.5)
# call: from_0d_arg(np.array(7, dtype=np.int32))
