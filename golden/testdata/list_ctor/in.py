"""list(): empty, of range (1 to 3 arguments), of an array, of a tuple and of a list (a copy)."""
import numpy as np
from numba import njit


@njit
def ranges(n):
    return list(range(n)), list(range(2, n)), list(range(n, 0, -2))


@njit
def from_array(a):
    l = list(a)
    l.append(-1.0)
    return l, a.sum()


@njit
def from_tuple(t):
    return list(t)


@njit
def copy_is_new(n):
    a = [1, 2, 3]
    b = list(a)
    b.append(n)
    b[0] = 100
    c = list()
    c.append(n)
    return a, b, c

# call: ranges(7)
# call: ranges(0)
# call: from_array(np.array([1.5, 2.5, 3.0]))
# call: from_array(np.arange(12.0).reshape(3, 4)[1])
# call: from_tuple((3, 1, 2))
# call: copy_is_new(9)
