"""A fused array expression with non-constant float powers, x ** y and np.power(y, x) (glibc's pow,
lane by lane in the vector loop)."""
import numpy as np
from numba import njit


@njit
def vector_pow(x, y):
    return x ** y * 0.5 + np.power(y, x)


ENTRY = "vector_pow"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(31)
    n = 1000 if size == "small" else 2_000_000
    return rng.uniform(0.1, 10.0, n), rng.uniform(0.5, 3.0, n)
