# compare: exact
"""Rebinding a local array to an element-wise expression of itself (x = r * x * (1 - x)):
pygo computes the new value in the old buffer when no other name can reach it, and allocates
whenever something else might still see the old value (another name, a view, a tuple, a call)."""
import numpy as np
from numba import njit


@njit
def ident(a):
    return a


@njit
def logistic(x0, r, steps):
    x = x0.copy()
    for _ in range(steps):
        x = r * x * (1.0 - x)
    return x


@njit
def shape_changes(n):
    x = np.zeros(n)
    b = np.ones((2, n))
    x = x + b          # broadcast to (2, n): a new array of another shape...
    return x


@njit
def aliased(n):
    x = np.arange(n) * 1.0
    y = x
    x = x * 2.0
    v = x[1:]
    x = x + 1.0
    t = (x, 1)
    x = x * 3.0
    z = ident(x)
    x = x - 1.0
    w = x.T
    x = -x
    return y, v, t[0], z, w, x


@njit
def rows(n):
    m = np.arange(2 * n).reshape(2, n) * 1.0
    first = m[0]
    m = m * m
    return first, m


@njit
def owned_2d(n, steps):
    m = np.ones((3, n))
    for k in range(steps):
        m = m * 0.5 + k
    return m

# call: logistic(np.linspace(0.1, 0.9, 37), np.linspace(2.5, 3.5, 37), 20)
# call: aliased(5)
# call: rows(3)
# call: owned_2d(4, 3)
# call: shape_changes(3)
