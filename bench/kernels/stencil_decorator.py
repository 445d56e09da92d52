"""Heat diffusion with a @stencil kernel applied in a time loop: the stencil's loop nest computed by pygo (as Numba generates it)."""
import numpy as np
from numba import njit, stencil


@stencil
def diffuse(u, k):
    return u[0, 0] + k * (u[-1, 0] + u[1, 0] + u[0, -1] + u[0, 1] - 4.0 * u[0, 0])


@njit
def stencil_decorator(u0, k, steps):
    u = u0.copy()
    for _ in range(steps):
        u = diffuse(u, k)
    return u


ENTRY = "stencil_decorator"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 40 if size == "small" else 1000
    return (rng.standard_normal((n, n)), 0.1, 2 if size == "small" else 10)
