"""A recursive function without a signature whose return type cannot be inferred."""
# error: recursion-needs-signature
from numba import njit


@njit
def f(n):
    return f(n - 1)


@njit("int64(int64)")
def entry(n):
    return f(n)
