"""A tuple of @njit functions applied in a loop with literal_unroll."""
import math
from numba import njit, literal_unroll


@njit
def sq(x):
    return x * x


@njit
def half(x):
    return x / 2


@njit
def neg(x):
    return -x


@njit
def chain(x):
    for f in literal_unroll((sq, half, neg)):
        x = f(x)
    return x

# call: chain(3.0)
