"""literal_unroll loops in nested functions (closures): each copy of the body is typed with
its member's type, the closure reads the enclosing function's variables,
and a break leaves the expansion (usecases of Numba's test_mixed_tuple_unroller.py)."""
import numpy as np
from numba import njit, literal_unroll


@njit
def closure_sum(z):
    b = (23, 23.9, 6j, z)

    def bar():
        acc = 0
        for j in literal_unroll(b):
            acc += j
        return acc
    out = 0
    for x in (1, 2, 3):
        out += bar() + x
    return out


@njit
def closure_param(t, scale):
    def bar(c):
        acc = 0
        for x in literal_unroll(t):
            if x > c:
                acc += x * scale
        return acc
    return bar(1), bar(3)


@njit
def closure_break(z):
    def first_big():
        acc = 0.0
        for x in literal_unroll((1, z, 2.5, 7)):
            if x > 2.6:
                break
            acc += x
        return acc
    return first_big()

# call: closure_sum(9)
# call: closure_sum(-2)
# call: closure_param((1, 2.5, 4), 2)
# call: closure_param((5, 0.5, 3.5), -1)
# call: closure_break(3)
# call: closure_break(0)
