"""np.roots of boolean coefficients: Numba has no implementation for them (a TypingError), and
pygo rejects them at compile time with a hint."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("float64[::1](boolean[::1])")
def roots(c):
    return np.roots(c)
