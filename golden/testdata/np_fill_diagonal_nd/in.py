# np.fill_diagonal of arrays of more than two dimensions (all of one length) and with values
# from an array, list or tuple, which fill the diagonal in turn (Numba's fill_diagonal tests).
# Empty values raise ZeroDivisionError in pygo as in Numba, but no call records it: Numba 0.56
# first stores a read past the empty array into a[0, 0], so the array after the call holds
# whatever lay in memory there.
import numpy as np
from numba import njit


@njit
def fill(a, val, wrap=False):
    np.fill_diagonal(a, val, wrap)
    return a


@njit
def fill_list(n):
    a = np.zeros((n, n), dtype=np.int32)
    np.fill_diagonal(a, [8, 9])
    return a


# call: fill(np.zeros((3, 3, 3, 3)), 1)
# call: fill(np.zeros((1, 1, 1)), 3.142)
# call: fill(np.zeros((2, 2, 2)), np.arange(4))
# call: fill(np.zeros((3, 3, 3)), float('nan'))
# call: fill(np.zeros((3, 4, 3)), 1.0)
# call: fill(np.zeros((7, 3)), np.arange(4), True)
# call: fill(np.zeros((7, 3)), np.arange(4), False)
# call: fill(np.zeros((5, 3)), (4,), True)
# call: fill(np.zeros((3, 6)), np.arange(54).reshape(9, 3, 2, 1))
# call: fill(np.asfortranarray(np.ones((6, 3))), np.asfortranarray(np.arange(9).reshape(3, 3)), True)
# call: fill(np.zeros((6, 6))[::2, ::2], np.arange(9).reshape(3, 3)[::-1])
# call: fill(np.zeros((4, 4, 4))[::2, ::2, ::2], np.arange(3))
# call: fill(np.array([True] * 9).reshape(3, 3), np.array([True, False, True]))
# call: fill(np.zeros((3, 3), dtype=np.complex128), np.array([1j, 2]))
# call: fill_list(3)
