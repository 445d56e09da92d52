"""The sum of a large array with np.sum: a whole-array reduction bound by memory bandwidth."""
import numpy as np
from numba import njit


@njit
def sum_reduction(a):
    return np.sum(a)


ENTRY = "sum_reduction"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 1000 if size == "small" else 20_000_000
    return (rng.uniform(0.0, 1.0, n),)
