"""A module-level closure factory called with an argument pygo cannot freeze (the result of a Python call at
import time) is rejected; factories called with constants are instantiated (closure_factory)."""
# error: unsupported-feature
from numba import njit


def exponent():
    return 2


def make_power(n):
    @njit
    def p(x):
        return x ** n
    return p


p2 = make_power(exponent())


@njit
def f(x):
    return p2(x)

# call: f(3.0)
