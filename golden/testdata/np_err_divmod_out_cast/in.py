"""np.divmod whose float remainder cannot be cast into an integer output (NumPy's same_kind
rule; Numba finds no implementation) is rejected, naming the output."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("UniTuple(int64[:], 2)(float64[:], float64[:], int64[:], int64[:])")
def f(x, y, q, r):
    return np.divmod(x, y, q, r)
