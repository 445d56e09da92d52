"""ufunc.reduce, ufunc.accumulate and ufunc.outer of a @vectorize ufunc inside @njit code: Numba 0.56 rejects them (Unknown attribute 'reduce' (or 'outer') of type Function(<numba._DUFunc ...>)), so pygo does too, pointing to the Go forms."""
# error: unknown-attribute
import numpy as np
from numba import njit, vectorize


@vectorize(["float64(float64, float64)"], identity=0)
def sub(x, y):
    return x - y


@njit("float64(float64[:])")
def total(a):
    return sub.reduce(a)


@njit("float64[:](float64[:])")
def running(a):
    return sub.accumulate(a)


@njit("float64[:, :](float64[:], float64[:])")
def table(a, b):
    return sub.outer(a, b)
