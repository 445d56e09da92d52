"""Counts of values in equal-width bins over [lo, hi): a loop that scatters into an int64 array."""
import numpy as np
from numba import njit


@njit
def histogram_loop(x, lo, hi, nbins):
    counts = np.zeros(nbins, dtype=np.int64)
    scale = nbins / (hi - lo)
    for i in range(x.shape[0]):
        v = x[i]
        if v >= lo and v < hi:
            b = int((v - lo) * scale)
            if b >= nbins:
                b = nbins - 1
            counts[b] += 1
    return counts


ENTRY = "histogram_loop"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 1000 if size == "small" else 10_000_000
    return (rng.standard_normal(n), -3.0, 3.0, 64)
