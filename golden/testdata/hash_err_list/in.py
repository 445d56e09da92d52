"""hash() of a list is rejected, as Numba rejects it (a list is unhashable)."""
# error: unhashable-key
from numba import njit


@njit
def hash_list(n):
    return hash([n, 1])


# call: hash_list(3)
