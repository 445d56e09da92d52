"""Ordering tuples with < <= > >= as Python does: the first unequal pair decides, then the lengths; mixed int/float items, nested tuples, NaN."""
from numba import njit


@njit
def order(a, b):
    return a < b, a <= b, a > b, a >= b


@njit
def prefix(n):
    return (1, 2) < (1, 2, n), (1, 2, n) <= (1, 2), (n,) > (), (1, (2, 3)) < (1, (2, n))


@njit
def with_nan(x):
    return (x, 1.0) < (x, 2.0), (x, 1.0) > (x, 2.0)

# call: order((1, 2.5), (1, 3.0))
# call: order((2, 0.5), (1, 9.0))
# call: order((1, 2), (1, 2))
# call: prefix(4)
# call: prefix(1)
# call: with_nan(float('nan'))
# call: with_nan(1.5)
