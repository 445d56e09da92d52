"""np.random.dirichlet and multinomial take a 1-d sequence of real numbers and, for
multinomial, an integer n: typing errors otherwise."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("void(float64[:, :])")
def alpha_2d(a):
    np.random.dirichlet(a)


@njit("void(float64[:])")
def float_n(p):
    np.random.multinomial(2.5, p)
