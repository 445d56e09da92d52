"""Lambdas where an expression is evaluated conditionally or repeatedly: a while condition,
the branches of a conditional expression, an elif condition, inside a list comprehension
(reading its loop variable)."""
from numba import njit


@njit
def count(n):
    i = 0
    while (lambda x: x < n)(i):
        i += 1
    return i


@njit
def pick(x, c):
    y = (lambda v: v + 1)(x) if c else (lambda v: v - 1)(x)
    if x > 10:
        return y
    elif (lambda v: v > 2)(x):
        return y * 10
    return y * 100


@njit
def comp(n):
    return [(lambda v: v * i)(3) for i in range(n)]


# call: count(3)
# call: pick(3, True)
# call: pick(1, False)
# call: pick(11, False)
# call: comp(4)
