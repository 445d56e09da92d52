"""List comprehensions are not supported yet."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def sum_squares(n):
    return sum([i * i for i in range(n)])
