"""The squared Euclidean distance of two vectors as one NumPy expression: a reduction of an
element-wise expression, which pygo fuses into one loop with no temporary array."""
import numpy as np
from numba import njit


@njit
def fused_distance(a, b, reps):
    s = 0.0
    for _ in range(reps):
        s += np.sum((a - b) ** 2)
    return s


ENTRY = "fused_distance"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(7)
    n, reps = (1000, 3) if size == "small" else (1_000_000, 20)
    return (rng.standard_normal(n), rng.standard_normal(n), reps)
