"""A dense float64 matrix product a @ b: the BLAS-backed operator."""
import numpy as np
from numba import njit


@njit
def matmul(a, b):
    return a @ b


ENTRY = "matmul"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 16 if size == "small" else 512
    return (rng.standard_normal((n, n)), rng.standard_normal((n, n)))
