"""np.clip with an out array of another dtype than a's is rejected: Numba 0.56 cannot unify
np.empty_like(a) with out."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("float64[:](int64[:], int64, int64, float64[:])")
def f(a, lo, hi, out):
    return np.clip(a, lo, hi, out)
