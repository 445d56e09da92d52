"""A compute-bound prange reduction, the sum of sqrt(i) * sin(i): parallel=True with math calls."""
import math

import numpy as np
from numba import njit, prange


@njit(parallel=True)
def parallel_heavy(n):
    s = 0.0
    for i in prange(n):
        s += math.sqrt(i) * math.sin(i)
    return s


ENTRY = "parallel_heavy"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    if size == "small":
        return (1000,)
    return (2_000_000,)
