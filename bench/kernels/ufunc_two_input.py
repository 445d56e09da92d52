"""A two-input @vectorize ufunc (arithmetic only), called on two arrays."""
import numpy as np
from numba import vectorize


@vectorize(["float64(float64, float64)", "float32(float32, float32)"])
def axpy_sq(x, y):
    return 0.5 * x + y * y


ENTRY = "axpy_sq"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(7)
    n = 100 if size == "small" else 2_000_000
    return rng.standard_normal(n), rng.standard_normal(n)
