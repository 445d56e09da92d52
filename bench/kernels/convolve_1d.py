"""Direct 1-d convolution of a signal with a kernel ('valid' mode): a nested multiply-accumulate loop."""
import numpy as np
from numba import njit


@njit
def convolve_1d(x, k):
    n = x.shape[0]
    m = k.shape[0]
    out = np.empty(n - m + 1)
    for i in range(n - m + 1):
        s = 0.0
        for j in range(m):
            s += x[i + j] * k[m - 1 - j]
        out[i] = s
    return out


ENTRY = "convolve_1d"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n, m = (200, 7) if size == "small" else (1_000_000, 15)
    return (rng.standard_normal(n), rng.standard_normal(m) / m)
