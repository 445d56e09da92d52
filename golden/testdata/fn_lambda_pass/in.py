"""Lambdas and inner functions passed to compiled functions taking a function argument: as
Numba turns a nested function that reads no enclosing variable into a compiled function of
its own, the callee gets one specialization per function; module-level lambdas wrapped in
njit are compiled functions too."""
import numpy as np
from numba import njit

SCALE = 3.0

sq = njit(lambda x: x * x)


@njit
def apply(f, x):
    return f(x)


@njit
def apply_sum(f, a):
    s = 0.0
    for x in a:
        s += f(x)
    return s


@njit
def twice(f, g, x):
    return apply(f, apply(g, x))


@njit
def lambdas(x):
    inc = lambda y: y + 1
    return apply(lambda y: y * 2, x), apply(inc, x), twice(inc, lambda y: y - 10, x)


@njit
def inner(a):
    def cube(v):
        return v * v * v

    def scaled(v):
        return v * SCALE

    return apply_sum(cube, a), apply_sum(scaled, a), apply_sum(lambda v: abs(v), a)


@njit
def module_lambda(x):
    return sq(x) + apply(sq, x)


@njit
def locals_inside(x):
    def poly(v):
        a = 2.0
        b = v + a
        return a * b * b

    return apply(poly, x)


# call: lambdas(3)
# call: lambdas(2.5)
# call: inner(np.array([1.0, -2.0, 0.5]))
# call: module_lambda(3.0)
# call: module_lambda(-2)
# call: locals_inside(1.5)
