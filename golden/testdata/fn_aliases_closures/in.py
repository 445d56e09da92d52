"""Functions as values inside a function: module-level functions and inner functions (closures
over the enclosing variables) stored in variables and called through them, and passed on to a
function taking a function argument."""
import numpy as np
from numba import njit


@njit
def sq(x):
    return x * x


@njit
def apply_twice(f, x):
    return f(f(x))


@njit
def aliases(x):
    g = sq
    h = g
    return g(x) + h(2.0), apply_twice(h, x)


@njit
def closures(a, k):
    def shift(x):
        return x + k

    def total(v):
        s = 0.0
        for x in v:
            s += x * k
        return s

    f = shift
    t = total
    return f(1.0), t(a), shift(shift(0.0))


# call: aliases(3.0)
# call: aliases(-0.5)
# call: closures(np.array([1.0, 2.0, 3.0]), 10.0)
