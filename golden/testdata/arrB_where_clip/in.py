"""np.where with three arguments (1-d and 2-d arrays, scalars, int and float mixed to float;
Numba 0.56 does not broadcast np.where's operands) and np.clip with scalar bounds (NaN passes through)."""
import numpy as np
from numba import njit


@njit
def select(c, x, y):
    return np.where(c, x, y), np.where(c, x, 0.0), np.where(c, -1, y), np.where(x > y, x, y)


@njit
def select2(m, n):
    return np.where(m > 0, m, n), np.where(n > 1.0, m, 0), np.where(m < n, 1.5, -1)


@njit
def clipped(x, lo, hi):
    return np.clip(x, lo, hi), np.clip(x, 0, 1)

# call: select(np.array([True, False, True, False]), np.array([1.0, 2.0, 3.0, 4.0]), np.array([-1.0, -2.0, 5.0, 0.0]))
# call: select(np.array([True, False]), np.array([1, 2]), np.array([0.5, 0.25]))
# call: select(np.zeros(0, dtype=np.bool_), np.zeros(0), np.zeros(0))
# call: select2(np.array([[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]]), np.array([[10.0, 20.0, 0.5], [2.0, -8.0, 1.0]]))
# call: clipped(np.array([-3.0, -0.5, 0.25, 2.0, np.nan, np.inf]), -1.0, 1.0)
# call: clipped(np.array([-3, 0, 4, 9]), 1, 5)
