"""literal_unroll over a heterogeneous tuple of arrays and scalars, summing each."""
import numpy as np
from numba import njit, literal_unroll


@njit
def total(tup):
    s = 0.0
    for item in literal_unroll(tup):
        s += np.sum(np.asarray(item))
    return s


@njit
def run(a, b):
    return total((a, 2.5, b, 3))

# call: run(np.arange(4.0), np.arange(3).reshape(3, 1))
