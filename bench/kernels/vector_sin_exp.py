"""A fused array expression of transcendental functions, a damped wave exp(-t/4) * sin(3t + phase)
+ cos(t): pygo evaluates it as one vector loop (its own sin and cos and glibc's exp, lane by
lane, with the bits of its Go loop), Numba as a loop calling the C library per element."""
import numpy as np
from numba import njit


@njit
def damped_wave(t, phase):
    return np.exp(-0.25 * t) * np.sin(3.0 * t + phase) + np.cos(t)


ENTRY = "damped_wave"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    n = 1000 if size == "small" else 2_000_000
    return (np.linspace(0.0, 40.0, n), 0.3)
