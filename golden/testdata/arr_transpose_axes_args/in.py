"""a.transpose(2, 0, 1): the axes as separate integer arguments (Numba's array.transpose takes them so, as it takes
a tuple), variables and negative axes included, on C, F and strided arrays, and a 1-d a.transpose(0)."""
import numpy as np
from numba import njit


@njit
def three(n):
    x = np.arange(n * 6.0).reshape(2, 3, n)
    t = x.transpose(2, 0, 1)
    u = x.transpose((2, 0, 1))
    return t, np.array_equal(t, u), t.shape, t.strides[0] == x.strides[2]


@njit
def variables(n, i, j):
    x = np.arange(n * 12).reshape(3, 4, n)
    t = x.transpose(i, j, 0)
    return t.copy(), t.sum(axis=0)


@njit
def negative(n):
    x = np.arange(n * 4.0).reshape(2, 2, n)
    return x.transpose(-1, 0, -2)


@njit
def views(n):
    x = np.arange(n * 8.0).reshape(4, 2 * n)
    s = x[::2, 1::2]
    f = np.asfortranarray(x)
    return s.transpose(1, 0), f.transpose(1, 0), f.transpose(0, 1) + 1.0


@njit
def one(n):
    x = np.arange(float(n))
    return x.transpose(0)


# call: three(4)
# call: variables(2, 1, 2)
# call: variables(3, 2, 1)
# call: negative(3)
# call: views(3)
# call: one(5)
