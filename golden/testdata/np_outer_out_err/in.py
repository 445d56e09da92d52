"""np.outer with an out its products cannot be cast to by NumPy's same_kind rule (float64
products into an int64 matrix): Numba has no implementation for it (a TypingError), and pygo
rejects it at compile time."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("int64[:, ::1](float64[::1], float64[::1], int64[:, ::1])")
def outer(a, b, out):
    return np.outer(a, b, out=out)
