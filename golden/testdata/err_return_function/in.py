# error: type-mismatch
"""A function, a method or a module is not a value a function can return (fuzz finding)."""
import numpy as np
from numba import njit


@njit("float64[:](float64[:])")
def method(a):
    return a.reshape
