"""Nested functions that call nested functions their enclosing functions defined before them
(usecases of Numba's test_closure.py: outer10 and deeper): a sibling, a function of the
grandparent, each reading the variables around it."""
from numba import njit


@njit
def outer10(x):
    z = x + 1

    def inner(x):
        return x + z

    def inner2(x):
        return inner(x)
    return inner2(x)


@njit
def chain(x):
    k = 3

    def scale(v):
        return v * k

    def shift(v):
        return scale(v) + 1

    def both(n):
        s = 0
        for i in range(n):
            s += shift(i) - scale(i)

        def deeper(w):
            return shift(w) * 2 + s
        return deeper(n)
    return both(x)


@njit
def floats(a):
    def sq(v):
        return v * v

    def norm2(p, q):
        return sq(p) + sq(q)
    return norm2(a, 2.5), norm2(1, 2)

# call: outer10(10)
# call: chain(4)
# call: chain(0)
# call: floats(1.5)
