"""min and max reductions written x = min(x, e) and x = max(e, x), on integers and floats."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def int_range(a):
    lo = 1 << 40
    hi = -(1 << 40)
    for i in prange(a.size):
        lo = min(lo, a[i])
        hi = max(a[i], hi)
    return lo, hi


@njit(parallel=True)
def float_max(a):
    m = -np.inf
    for i in prange(a.size):
        m = max(m, a[i] * a[i])
    return m


@njit(parallel=True)
def float_min(a, start):
    m = start
    for i in prange(a.size):
        m = min(abs(a[i] - 2.5), m)
    return m

# call: int_range(np.array([3, 1, 4, 1, 5, 9, 2, 6]))
# call: int_range(np.array([-8]))
# call: float_max(np.linspace(-3.0, 2.0, 301))
# call: float_max(np.arange(0.0))
# call: float_min(np.arange(10.0) * 0.7, 100.0)
# call: float_min(np.arange(3.0), 0.25)
