"""An entry point returning a range object: Numba cannot convert it to a Python object."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def helper(n):
    return n


@njit
def make(n):
    return range(helper(n))

# call: make(3)
