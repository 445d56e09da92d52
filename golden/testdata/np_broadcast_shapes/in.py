"""np.broadcast_shapes of shapes (an array's shape, tuples, integers) to the tuple they
broadcast to, used to allocate; the errors for shapes that do not broadcast and for a
negative length."""
import numpy as np
from numba import njit


@njit
def mixed(a, n):
    return np.broadcast_shapes(a.shape, (1, n, 1), 3)


@njit
def alloc(a, b):
    s = np.broadcast_shapes(a.shape, b.shape)
    return np.zeros(s).shape, s[0] * s[1]


@njit
def one(n):
    return np.broadcast_shapes(n)


@njit
def bad(n):
    return np.broadcast_shapes((2, 3), (n,))

# call: mixed(np.zeros((2, 1, 3)), 4)
# call: mixed(np.zeros((1, 1, 1)), 5)
# call: alloc(np.zeros((3, 1)), np.zeros(4))
# call: one(5)
# call: bad(3)
# call: bad(4)
# call: bad(-1)
