"""Nested functions passed on that share a name with each other and with a module function:
each is a function of its own, with its own specialization of the callee."""
from numba import njit


@njit
def sq(x):
    return x * x

@njit
def apply(f, x):
    return f(x)

@njit
def h(x):
    def sq(y):
        return y + 1.0
    return apply(sq, x) + sq(x)

@njit
def k(x):
    def sq(y):
        return y - 1.0
    return apply(sq, x)

@njit
def run(x):
    return h(x) + k(x) + apply(sq, x)


# call: run(3.0)
# call: run(-0.5)
