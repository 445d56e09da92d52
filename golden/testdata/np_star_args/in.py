"""*args of a tuple in NumPy calls (np.atleast_nd(*t), np.broadcast_arrays(*t), np.broadcast_shapes(*t)); np.atleast_nd of several arrays (a tuple, as Numba) and of 0-d arrays; np.broadcast_to of a 0-d array; np.broadcast_shapes of empty shapes."""
import numpy as np
from numba import njit


@njit
def atleast1(a, b):
    t = (a, b)
    return np.atleast_1d(*t)


@njit
def atleast2(a, b, c):
    return np.atleast_2d(a, b, c)


@njit
def atleast3(a, b):
    t = (a, b)
    return np.atleast_3d(*t)


@njit
def atleast_one(a):
    t = (a,)
    return np.atleast_2d(*t), np.atleast_3d(a)


@njit
def bcast(a, b):
    t = (a, b)
    xs = np.broadcast_arrays(*t)
    return xs[0] + xs[1]


@njit
def bshape(n):
    t = ((n, 1), (1, 3), 3)
    return np.broadcast_shapes(*t)


@njit
def bshape_empty(n):
    t = ((), ())
    return np.broadcast_shapes(*t), np.broadcast_shapes(()), np.broadcast_shapes((), n)


@njit
def bcast_zerod(a):
    return np.broadcast_to(a, (2, 3))

# call: atleast1(np.array(42), np.arange(3.0))
# call: atleast1(np.arange(4).reshape(2, 2), np.array(2.5))
# call: atleast2(np.array(1.5), np.arange(3.0), np.arange(6.0).reshape(2, 3))
# call: atleast3(np.array(7), np.arange(4))
# call: atleast3(np.arange(6).reshape(2, 3), np.arange(24).reshape(2, 3, 4))
# call: atleast_one(np.array(3.5))
# call: atleast_one(np.arange(5.0))
# call: bcast(np.arange(3.0), np.arange(4.0).reshape(4, 1))
# call: bcast(np.arange(3.0), np.arange(2.0))
# call: bshape(3)
# call: bshape(2)
# call: bshape_empty(4)
# call: bcast_zerod(np.array(2.5))
