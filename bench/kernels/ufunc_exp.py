"""A one-input @vectorize ufunc calling math.exp: a Gaussian bump over an array."""
import math

import numpy as np
from numba import vectorize


@vectorize(["float64(float64)"])
def gauss(x):
    return math.exp(-0.5 * x * x)


ENTRY = "gauss"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(8)
    n = 100 if size == "small" else 2_000_000
    return (rng.standard_normal(n) * 3.0,)
