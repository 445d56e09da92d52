"""Variables that hold a dtype (`dt = a.dtype`, `dt = np.float32`), as Numba types them: the
reads use the type at compile time (np.zeros(n, dt), np.empty(3, dtype=dt), x.astype(dt),
dt(1.5) as a conversion)."""
import numpy as np
from numba import njit


@njit
def like(a, n):
    dt = a.dtype
    z = np.zeros(n, dt)
    e = np.empty(2, dtype=dt)
    e[:] = 7
    return z, e, np.arange(3).astype(dt)


@njit
def narrow(x):
    dt = np.float32
    out = np.zeros(x.shape[0], dtype=dt)
    for i in range(x.shape[0]):
        out[i] = dt(x[i])
    return out


# call: like(np.array([1.5, 2.5]), 3)
# call: like(np.array([1, 2], dtype=np.int16), 2)
# call: narrow(np.array([0.1, 1.0 / 3.0]))
