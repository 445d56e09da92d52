"""Element types: int32 and float32 arrays with scalars follow NumPy's rules; astype converts."""
import numpy as np
from numba import njit


@njit
def small(a, b):
    return a + 1, a * 2.0, b * 2, b + 0.5, a / 2


@njit
def converted(x):
    return x.astype(np.int64), x.astype(np.float32), (x > 1).astype(np.int8)

# call: small(np.array([1, 2, 3], dtype=np.int32), np.array([1.5, 2.5], dtype=np.float32))
# call: converted(np.array([-1.5, 0.5, 2.75]))
