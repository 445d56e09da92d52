"""A module-level closure factory (a Python function returning an @njit closure, called at
import time) is rejected: pygo does not run Python at module level."""
# error: unsupported-feature
from numba import njit


def make_power(n):
    @njit
    def p(x):
        return x ** n
    return p


p2 = make_power(2)


@njit
def f(x):
    return p2(x)

# call: f(3.0)
