"""Reassigning a variable with a value of another type: Numba types each assignment separately
(SSA), and pygo gives each such binding its own variable."""
from numba import njit


@njit
def rotate3(x, y, z):
    x, y, z = y, z, x
    return x, y, z


@njit
def rebind(n):
    x = n // 2
    half = x
    x = 2.5
    return half, x

# call: rotate3(1, 2.5, True)
# call: rebind(7)
