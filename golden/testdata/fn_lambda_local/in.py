"""Lambdas inside a function: bound to a name and called, called on the spot, with several
parameters and defaults, reading the enclosing variables (late binding, as Python), nested in
another lambda, created in a loop, applied to arrays."""
import numpy as np
from numba import njit


@njit
def named(x):
    f = lambda y: y * 2
    return f(x) + f(1)


@njit
def capture(x, k):
    f = lambda y: y * k + x
    return f(1.0), f(2.0)


@njit
def params(a, b):
    f = lambda x, y: x * y + 1
    g = lambda x, y=2: x * y
    h = lambda: 5
    return f(a, b), g(a), g(a, 3), h()


@njit
def immediate(a):
    return (lambda x: x + 1)(a) + (lambda x, y: x - y)(a, 2)


@njit
def nested(a):
    f = lambda x: (lambda y: y * x)(2)
    return f(a)


@njit
def in_loop(n):
    s = 0
    for i in range(n):
        f = lambda x: x + i
        s += f(1)
    return s


@njit
def late_binding(a):
    k = 1
    f = lambda x: x + k
    k = 10
    return f(a)


@njit
def on_arrays(a):
    f = lambda v: v * 2.0 + 1.0
    return f(a), f(3.0)


# call: named(3)
# call: named(-1.5)
# call: capture(3.0, 2)
# call: params(2, 3)
# call: params(1.5, -2.0)
# call: immediate(5)
# call: nested(4)
# call: in_loop(4)
# call: late_binding(4)
# call: on_arrays(np.array([1.0, -2.0, 0.5]))
