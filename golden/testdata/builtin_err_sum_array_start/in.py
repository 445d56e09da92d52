"""sum() with an array start whose running total would change type: float items added to an
integer start (Numba 0.56: "Cannot unify array(int64, 1d, C) and array(float64, 1d, C)")."""
import numpy as np
from numba import njit


@njit("float64[:](int64)")
def total(n):
    xs = [np.ones(3) for _ in range(n)]
    return sum(xs, np.zeros(3, dtype=np.int64))

# error: type-mismatch
