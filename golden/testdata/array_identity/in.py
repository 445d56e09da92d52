"""`is` and `is not` between arrays, as Numba's array identity: arrays of one type are the same
array when their shapes, strides and data pointers are equal (`a is a[:]` and a same-size
reshape are, a copy, a shifted slice and an equal array are not); arrays of two types never are."""
import numpy as np
from numba import njit


@njit
def same(a, b):
    return a is b, a is not b


@njit
def views(a):
    b = a
    return (a is b, a is a[:], a is a[1:], a[1:] is a[1:], a is a.copy(),
            a is a.reshape(a.size), a is a.T)


@njit
def two_types(a):
    return a is a.reshape(2, 3), a.reshape(2, 3) is not a


@njit
def pick(a, b, first):
    c = a if first else b
    if c is a:
        return 1
    return 2


@njit
def rows(m):
    # the rows of a matrix: one data pointer each
    n = 0
    for i in range(m.shape[0]):
        for j in range(m.shape[0]):
            if m[i] is m[j]:
                n += 1
    return n


# call: same(np.arange(6.0), np.arange(6.0))
# call: views(np.arange(6.0))
# call: two_types(np.arange(6.0))
# call: pick(np.arange(3), np.arange(3), True)
# call: pick(np.arange(3), np.arange(3), False)
# call: rows(np.arange(12.0).reshape(3, 4))
