"""Unary + and - and the sign-like ufuncs (positive, negative, conjugate, square, sign, reciprocal) of bools give int8, as Numba's loops; absolute keeps bool."""
# call: f(np.array([True, False]))
# call: g(True)
# call: h(np.array([True, False]))
import numpy as np
from numba import njit

@njit
def f(x):
    return +x, np.positive(x), np.negative(x), np.absolute(x), np.square(x), np.sign(x), np.reciprocal(x), np.conjugate(x)

@njit
def g(x):
    return +x, np.positive(x), np.negative(x), np.absolute(x), np.square(x), np.sign(x), np.conjugate(x)

@njit
def h(x):
    return -x
