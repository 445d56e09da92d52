"""Suffix sums: the cumulative sum of a reversed view, reversed back, for each row of a matrix
(a strided, negative-step operand)."""
import numpy as np
from numba import njit


@njit
def reversed_cumsum(a):
    out = np.empty_like(a)
    for i in range(a.shape[0]):
        out[i] = np.cumsum(a[i, ::-1])[::-1]
    return out


ENTRY = "reversed_cumsum"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    shape = (5, 9) if size == "small" else (2000, 2000)
    return (rng.standard_normal(shape),)
