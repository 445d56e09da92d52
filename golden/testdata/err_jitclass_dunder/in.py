"""Operators and builtins on a jitclass instance need the class's method, as Numba 0.56's
overloads do: without __add__, __len__, __getitem__ or __lt__ (and a right operand without the
reflected method) they are diagnostics, and so is a method with the wrong number of
parameters for its operator and a chained comparison of instances."""
# error: unsupported-feature
from numba import njit, types
from numba.experimental import jitclass


@jitclass([("x", types.int64)])
class P:
    def __init__(self, x):
        self.x = x

    def __neg__(self, other):
        return P(-self.x)

    def __lt__(self, other):
        return self.x < other.x


@njit
def add(a):
    return (P(a) + P(a)).x


@njit
def length(a):
    return len(P(a))


@njit
def item(a):
    return P(a)[0]


@njit
def ge(a):
    return P(a) >= P(a)


@njit
def neg(a):
    return (-P(a)).x


@njit
def chained(a):
    return P(a) < P(a) < P(a)


# call: add(1)
# call: length(1)
# call: item(1)
# call: ge(1)
# call: neg(1)
# call: chained(1)
