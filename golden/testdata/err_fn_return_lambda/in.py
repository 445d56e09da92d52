"""A lambda cannot be returned: Numba 0.56 rejects functions that escape."""
# error: type-mismatch
from numba import njit


@njit
def make_scale(k):
    return lambda y: y * k

# call: make_scale(3)
