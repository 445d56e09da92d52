"""A function that returns a number on some paths and falls off the end on others: its
result is Optional(int64), as in Numba, and a caller declared to return int64 that adds to
it raises TypeError when it is None."""
from numba import njit


@njit
def positive_or_none(x):
    if x > 0:
        return x


@njit("int64(int64)")
def caller(x):
    return positive_or_none(x) + 1

# call: caller(3)
# call: caller(-3)
# call: positive_or_none(2)
# call: positive_or_none(-2)
