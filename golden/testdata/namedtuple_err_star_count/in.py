"""A starred tuple that gives a namedtuple class too many members is rejected, as Numba rejects it."""
# error: wrong-arg-count
from collections import namedtuple

from numba import njit

Pair = namedtuple("Pair", "a b")


@njit
def f(t):
    return Pair(*t)
# sig: f(UniTuple(int64, 3))
