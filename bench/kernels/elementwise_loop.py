"""An explicit element-wise loop with a temporary, swept many times over cache-resident arrays:
the loop Numba's LLVM vectorizes, which pygo runs as a vector prefix and a Go loop."""
import numpy as np
from numba import njit


@njit
def elementwise_loop(x, y, steps):
    out = np.zeros_like(x)
    for _ in range(steps):
        for i in range(x.shape[0]):
            d = x[i] - y[i]
            out[i] = 0.5 * out[i] + d * d * 0.25
    return out.sum()


ENTRY = "elementwise_loop"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(7)
    n, steps = (100, 10) if size == "small" else (4096, 5000)
    return (rng.uniform(-1.0, 1.0, n), rng.uniform(-1.0, 1.0, n), steps)
