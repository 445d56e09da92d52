"""An inner function closing over an argument and a local array, called in a loop."""
import numpy as np
from numba import njit


@njit
def apply_poly(x, c0, c1, c2):
    coeffs = np.array([c0, c1, c2])

    def poly(v):
        return coeffs[0] + coeffs[1] * v + coeffs[2] * v * v

    out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = poly(x[i])
    return out

# call: apply_poly(np.array([0.0, 1.0, 2.0, -1.5]), 1.0, -2.0, 0.5)
