# Arrays passed through *args (Numba's atleast_nd and broadcast_arrays tests): each is an
# argument of the call, compared after it like any array argument; and a call that raises
# where the result is a 0-d array (a.reshape(()) of 24 elements).
import numpy as np
from numba import njit


@njit
def atleast_3d(*args):
    return np.atleast_3d(*args)


@njit
def broadcast_arrays(*args):
    return np.broadcast_arrays(*args)


@njit
def scale_all(k, *arrays):
    # writes through the arrays of a heterogeneous tuple
    arrays[0][0] = k
    arrays[1][0, 0] = k
    return len(arrays)


@njit
def to_scalar(a, shape):
    return a.reshape(shape)


# call: atleast_3d(np.array(42), np.arange(6) + 1j, np.arange(6).reshape((2, 3))[::-1], np.arange(24).reshape((2, 3, 4)).T)
# call: atleast_3d(np.arange(5)[::-1], np.arange(6.0))
# call: broadcast_arrays(np.zeros((2, 1)), np.ones((1, 3)))
# call: broadcast_arrays(np.arange(3), np.arange(6).reshape(2, 3), np.array(7))
# call: scale_all(3, np.arange(4), np.arange(6).reshape(2, 3))
# call: to_scalar(np.arange(24).reshape((2, 3, 4)), ())
# call: to_scalar(np.arange(1.0), ())
