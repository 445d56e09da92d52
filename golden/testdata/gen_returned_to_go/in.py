"""A generator returned to the caller of a compiled function: Go receives a *kernels.Iter (its
remaining items are compared with the items Numba's generator object yields), also one
partly consumed before it is returned, and one that yields (index, item) tuples of a list."""
from numba import njit


@njit
def countdown(n):
    while n > 0:
        yield n
        n -= 1


@njit
def pairs(xs):
    for i in range(len(xs)):
        yield i, xs[i]


@njit
def make(n):
    return countdown(n)


@njit
def after_first(n):
    g = countdown(n)
    next(g)
    return g


@njit
def indexed(xs):
    return pairs(xs)


# call: make(4)
# call: make(0)
# call: after_first(3)
# call: indexed([0.5, 1.5])
