"""Comparing a dict of str keys with a dict of int keys is rejected, as Numba has no == for them."""
# error: type-mismatch
from numba import njit


@njit("boolean(int64)")
def f(n):
    d = {"a": n}
    return d == {1: n}
