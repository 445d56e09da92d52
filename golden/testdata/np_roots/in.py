"""np.roots of real coefficients: eigenvalues of the companion matrix in LAPACK's order, leading zeros dropped,
trailing zeros giving zero roots, integer coefficients, constants and empty input, Numba's ValueError for
complex roots; the roots used further (sorted, evaluated by Horner, interpolated)."""
import numpy as np
from numba import njit


@njit
def roots(c):
    return np.roots(c)


@njit
def horner(c, x):
    r = np.zeros_like(x)
    for k in c:
        r = r * x + k
    return r


@njit
def go(c):
    r = np.sort(np.roots(c))
    return r, horner(c, r), np.interp(np.array([0.5, 1.5]), np.array([0.0, 1.0, 2.0]), r)

# call: go(np.array([1.0, -6.0, 11.0, -6.0]))
# call: roots(np.array([2.0, -3.0]))
# call: roots(np.array([0.0, 0.0, 1.0, -3.0, 2.0, 0.0, 0.0]))
# call: roots(np.array([1, -5, 4]))
# call: roots(np.array([4.0]))
# call: roots(np.zeros(3))
# call: roots(np.zeros(0))
# call: roots(np.array([1.0, 0.0, 1.0]))
# call: roots(np.array([1.0, np.inf, 2.0]))
# call: roots(np.array([1.0, -10.0, 35.0, -50.0, 24.0]))
