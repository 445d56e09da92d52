"""Results that once went wrong: np.full_like, np.full and fill with a fill value of another kind (a float into integers truncates), a.strides in bytes,
np.nonzero and one-argument np.where as a tuple of index arrays (also for 1-d input)."""
import numpy as np
from numba import njit


@njit
def full_like(a, b, x):
    c = np.zeros(2, dtype=np.int64)
    c.fill(-3.75)
    return (np.full_like(a, 3), np.full_like(b, 3), np.full_like(a, 2.5), np.full_like(b, 2.5),
            np.full_like(b, x), np.full(2, -1.5, dtype=np.int32), np.full(2, x, np.uint8), c)


@njit
def strides(a, b, c):
    return a.strides, b.strides, c.strides, a.T.strides, a[:, ::2].strides


@njit
def nonzero(a, m):
    t = np.nonzero(a)
    u = np.where(a)
    v = np.nonzero(m)
    w = np.where(m > 2)
    return len(t), t[0], u[0], v[0], v[1], w[0], w[1]

# call: full_like(np.zeros(3), np.zeros(2, dtype=np.int32), 7.9)
# call: strides(np.zeros((2, 4)), np.zeros(3, dtype=np.int32), np.zeros((2, 2, 2), dtype=np.complex64))
# call: nonzero(np.array([0.0, 1.5, 0.0, -2.0]), np.array([[0, 3], [4, 0], [5, 1]]))
