"""A matrix-vector product written as a hand loop over rows and columns."""
import numpy as np
from numba import njit


@njit
def matvec_loop(a, x):
    n, m = a.shape
    y = np.zeros(n)
    for i in range(n):
        s = 0.0
        for j in range(m):
            s += a[i, j] * x[j]
        y[i] = s
    return y


ENTRY = "matvec_loop"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 30 if size == "small" else 4000
    return (rng.standard_normal((n, n)), rng.standard_normal(n))
