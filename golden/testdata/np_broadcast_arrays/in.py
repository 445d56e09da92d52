"""np.broadcast_arrays: two or three arrays of one dtype and different shapes broadcast to
their common shape (views that read the shared elements), numbers and tuples among them,
used in arithmetic, and the error for shapes that do not broadcast."""
import numpy as np
from numba import njit


@njit
def pair(a, b):
    return np.broadcast_arrays(a, b)


@njit
def three(a, b, c):
    xs = np.broadcast_arrays(a, b, c)
    s = np.zeros(xs[0].shape)
    for x in xs:
        s += x
    return len(xs), s, xs[2].shape[0], xs[2].shape[1]


@njit
def numbers(n, t):
    return np.broadcast_arrays(n, t, np.arange(2).reshape(2, 1))


@njit
def same(a):
    return np.broadcast_arrays(a)[0]


@njit
def ints(a, b):
    r = np.broadcast_arrays(a, b)
    return r[0] * r[1]

# call: pair(np.arange(3.0), np.ones((2, 1)))
# call: pair(np.arange(3.0), 2.5)
# call: pair(np.arange(4.0).reshape(4, 1), (1.0, 2.0, 3.0))
# call: numbers(7, (1, 2))
# call: pair(np.arange(6.0).reshape(2, 3), np.arange(3.0))
# call: three(np.arange(4.0), np.arange(3.0).reshape(3, 1), np.full((1, 4), 2.0))
# call: same(np.arange(3.0))
# call: ints(np.arange(3), np.arange(2).reshape(2, 1))
# call: pair(np.arange(3.0), np.arange(4.0))
