"""A degree-8 polynomial evaluated with Horner's rule as one fused whole-array expression."""
import numpy as np
from numba import njit


@njit
def polynomial(x):
    return 1.0 + x * (-0.5 + x * (0.25 + x * (-0.125 + x * (0.0625 + x * (-0.03125 + x * (0.015625 + x * (-0.0078125 + x * 0.00390625)))))))


ENTRY = "polynomial"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    n = 100 if size == "small" else 4_000_000
    return (np.linspace(-1.0, 1.0, n),)
