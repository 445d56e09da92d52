"""0-d array features Numba 0.56 cannot compile: a.fill(v), a[...] (the array itself, a view: reads and writes go through to a) and np.array(a) of a 0-d array (a copy). pygo compiles them with NumPy's meaning, so this case is checked against NumPy."""
# oracle: cpython
import numpy as np
from numba import njit


@njit
def fill(a, v):
    a.fill(v)
    return a


@njit
def ellipsis(a, b):
    v = a[...]
    a[...] = 5.0
    b[...] += 1.0
    return v, v[()], a, b


@njit
def copied(a):
    c = np.array(a)
    c[()] = 1.0
    return a, c, np.array(a, dtype=np.int64)

# call: fill(np.array(2.5), 7.0)
# call: fill(np.array(3), 9)
# call: ellipsis(np.array(2.5), np.array(-1.0))
# call: copied(np.array(4.5))
