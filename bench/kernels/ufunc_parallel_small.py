"""A two-input @vectorize(target='parallel') ufunc on 1_000 elements: the work is split across
threads only where it pays."""
import math

import numpy as np
from numba import vectorize


@vectorize(["float64(float64, float64)"], target="parallel")
def smooth_max(x, y):
    return 0.5 * (x + y + math.sqrt((x - y) * (x - y) + 1e-3))


ENTRY = "smooth_max"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(10)
    n = 100 if size == "small" else 1_000
    return rng.standard_normal(n), rng.standard_normal(n)
