"""The sum of an array as a prange reduction: parallel=True over a memory-bound loop."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def parallel_sum(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


ENTRY = "parallel_sum"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 1000 if size == "small" else 20_000_000
    return (rng.uniform(0.0, 1.0, n),)
