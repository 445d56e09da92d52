"""NumPy arguments Numba 0.56 rejects but whose types are static: var/std with ddof= (function
and method) and np.roll with axis=."""
# oracle: cpython Numba 0.56 supports neither ddof= nor np.roll's axis
import numpy as np
from numba import njit


@njit
def ddof(a):
    return np.var(a, ddof=1), np.std(a, ddof=1), a.var(ddof=0), a.std(ddof=2), np.var(a, ddof=len(a))


@njit
def rolls(m, s):
    return np.roll(m, s, axis=0), np.roll(m, s, 1), np.roll(m, -s, axis=-1), np.roll(m, s)

# call: ddof(np.array([1.0, 2.0, 4.0, 7.0]))
# call: ddof(np.array([3, 1, 4, 1, 5, 9]))
# call: rolls(np.arange(12.0).reshape(3, 4), 1)
# call: rolls(np.arange(6).reshape(2, 3), 5)
