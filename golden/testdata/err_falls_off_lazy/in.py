"""A function that returns a number on some paths and falls off the end on others: Numba types
its result as Optional(int64); pygo does not support optional values."""
# error: unsupported-feature
from numba import njit


@njit
def positive_or_none(x):
    if x > 0:
        return x


@njit("int64(int64)")
def caller(x):
    return positive_or_none(x) + 1
