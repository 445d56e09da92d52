"""np.asfarray of a complex array without a complex dtype: Numba 0.56 finds no implementation
(np.asarray does not cast complex to float)."""
import numpy as np
from numba import njit


@njit("float64[:](complex128[:])")
def real_part(a):
    return np.asfarray(a)

# error: type-mismatch
