"""Unpacking a range object into names (test_unpack_sequence's unpack_range): its values in order, a range stored in a variable or made with a step, targets that are array items, and Numba's ValueError when the range's length is not the number of targets."""
import numpy as np
from numba import njit


@njit
def three(n):
    a, b, c = range(n)
    return a + b + c, a * 100 + b * 10 + c


@njit
def stepped(start, stop, step):
    r = range(start, stop, step)
    x, y = r
    return x, y


@njit
def into_array(n):
    out = np.zeros(3, np.int64)
    out[0], out[2], out[1] = range(n, n + 3)
    return out


# call: three(3)
# call: three(4)
# call: three(2)
# call: stepped(10, 0, -5)
# call: stepped(1, 8, 4)
# call: stepped(1, 9, 4)
# call: into_array(5)
