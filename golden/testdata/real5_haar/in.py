"""Multi-level Haar wavelet transform and its inverse, in place on strided slices."""
import numpy as np
from numba import njit


@njit
def haar(x, levels):
    y = x.astype(np.float64)
    n = y.shape[0]
    s = np.sqrt(0.5)
    for _ in range(levels):
        even = y[0:n:2].copy()
        odd = y[1:n:2].copy()
        y[:n // 2] = (even + odd) * s
        y[n // 2:n] = (even - odd) * s
        n //= 2
    return y


@njit
def ihaar(y, levels):
    x = y.copy()
    n = x.shape[0] >> (levels - 1)
    s = np.sqrt(0.5)
    for _ in range(levels):
        a = x[:n // 2].copy()
        d = x[n // 2:n].copy()
        x[0:n:2] = (a + d) * s
        x[1:n:2] = (a - d) * s
        n *= 2
    return x

# call: haar(np.arange(8), 3)
# call: ihaar(np.array([11.0, 15.5, -3.0, 1.0, -1.41, -1.41, 1.41, 0.0]), 2)
