"""The Euclidean norm of each row of a matrix: an axis reduction written as np.sum(a * a, axis=1)."""
import numpy as np
from numba import njit


@njit
def row_norms(a):
    return np.sqrt(np.sum(a * a, axis=1))


ENTRY = "row_norms"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    shape = (20, 7) if size == "small" else (2000, 2000)
    return (rng.standard_normal(shape),)
