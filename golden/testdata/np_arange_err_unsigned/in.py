"""np.arange of an unsigned integer is rejected, as Numba 0.56's _arange_dtype cannot order
uint64 against int64."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("int64[:](uint64)")
def f(n):
    return np.arange(n)
