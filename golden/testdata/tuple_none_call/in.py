"""A tuple holding the result of a call that returns None: the call runs (its side effects happen in order)
and the item is None. Found by FuzzTranslate (pygo wrote Go that used a void call as a value)."""
import numpy as np
from numba import njit


@njit
def bump(a):
    a[0] += 1.0


@njit
def pair(a):
    t = (a.sum(), bump(a), a.sum())
    return t[0], t[1] is None, t[2]

# call: pair(np.array([1.0, 2.0, 3.0]))
