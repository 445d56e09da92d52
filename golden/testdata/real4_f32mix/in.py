"""float32 arrays mixed with Python float scalars and float64 arrays; float32 sums and means; int32 sums."""
import numpy as np
from numba import njit


@njit
def mix(a32, b64, i32):
    c = a32 * 2.5
    d = a32 + b64
    e = np.float32(0.1) * a32
    s = a32.sum()
    m = a32.mean()
    t = i32.sum()
    z = np.zeros(3, dtype=np.float32)
    z[0] = 1.0 / 3.0
    return c, d, e, s, m, t, z

# call: mix(np.array([0.1, 0.2, 0.3], dtype=np.float32), np.array([1.0, 2.0, 3.0]), np.array([2147483647, 1, 5], dtype=np.int32))
