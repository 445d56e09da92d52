"""float32 x ** y over arrays of 2^20 elements: glibc's powf in Numba (its array-expression loop calls powf per
element), and in pygo simd's powf lane by lane (the vector loop) or libm.Powf per element (pure Go)."""
import numpy as np
from numba import njit


@njit
def pow_float32(x, y):
    return x ** y


ENTRY = "pow_float32"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 1000 if size == "small" else 1 << 20
    x = rng.uniform(0.01, 50.0, n).astype(np.float32)
    y = rng.uniform(-20.0, 20.0, n).astype(np.float32)
    return x, y
