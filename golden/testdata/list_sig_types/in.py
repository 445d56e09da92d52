"""Eager signatures with Numba's list types: types.List(T, reflected=True) and List(T, reflected=True) in strings."""
from numba import njit, types


@njit(types.int64(types.List(types.int64, reflected=True)))
def total(l):
    s = 0
    for x in l:
        s += x
    l.append(s)
    return s


@njit("float64(List(float64, reflected=True), UniTuple(int64, 2))")
def window(l, t):
    s = 0.0
    for x in l[t[0]:t[1]]:
        s += x
    return s

# call: total([1, 2, 3])
# call: window([1.0, 2.0, 4.0, 8.0], (1, 3))
