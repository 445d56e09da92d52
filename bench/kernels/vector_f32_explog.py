"""A fused float32 array expression of exp and log, the softplus log(1 + exp(x)) less x/2:
pygo evaluates it as one vector loop (glibc's expf and logf lane by lane, computed in float64 as
glibc does, the bits of its Go loop and of Numba), Numba as a loop calling expf and logf per
element."""
import numpy as np
from numba import njit


@njit
def softplus32(x):
    return np.log(np.float32(1.0) + np.exp(x)) - x * np.float32(0.5)


ENTRY = "softplus32"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    n = 1000 if size == "small" else 2_000_000
    return (np.linspace(-20.0, 20.0, n).astype(np.float32),)
