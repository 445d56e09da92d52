"""Calling a helper with too many arguments."""
# error: wrong-arg-count
from numba import njit


@njit
def add(a, b):
    return a + b


@njit("int64(int64)")
def use(n):
    return add(n, 1, 2)
