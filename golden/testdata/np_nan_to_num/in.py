"""np.nan_to_num on float64 and float32 arrays, with nan=, and np.union1d, which Numba 0.56
does not compile."""
# oracle: cpython Numba 0.56 has neither np.nan_to_num nor np.union1d
import numpy as np
from numba import njit


@njit
def clean(v):
    return np.nan_to_num(v), np.nan_to_num(v, nan=-1.0), np.nan_to_num(v, copy=True)

# call: clean(np.array([1.0, np.nan, 4.0, np.inf, -np.inf, 2.0]))
# call: clean(np.array([[np.nan, np.inf], [-np.inf, 0.5]], dtype=np.float32))


@njit
def union(a, b):
    return np.union1d(a, b), np.union1d(b, a)

# call: union(np.array([3, 1, 2, 3, 7]), np.array([7, 5, 3, 3]))
# call: union(np.array([0.5, 2.5]), np.array([1.0]))
