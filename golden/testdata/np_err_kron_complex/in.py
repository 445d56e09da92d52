"""np.kron of a float array and a complex one: the result has the first operand's dtype, which
cannot hold complex products; Numba 0.56 rejects the call (pygo says which operand to change)."""
import numpy as np
from numba import njit


@njit("float64[:](float64[:], complex128[:])")
def kron(a, b):
    return np.kron(a, b)

# error: type-mismatch
