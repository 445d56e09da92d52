"""A fused array expression of tanh, arctan2 and log1p, a soft-clipped polar angle
tanh(x) * arctan2(y, x) + log1p(y * y): pygo evaluates it as one vector loop (its own tanh,
atan2 and log1p, lane by lane, with the bits of its Go loop), Numba as a loop calling the C
library per element."""
import numpy as np
from numba import njit


@njit
def soft_angle(x, y):
    return np.tanh(x) * np.arctan2(y, x) + np.log1p(y * y)


ENTRY = "soft_angle"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    n = 1000 if size == "small" else 2_000_000
    return (np.linspace(-6.0, 6.0, n), np.linspace(5.0, -3.0, n))
