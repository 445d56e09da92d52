"""A user-defined exception class raised from compiled code with message arguments, and caught (Numba 0.56 catches only Exception)."""
import numpy as np
from numba import njit


class SolverError(Exception):
    pass


class BadInput(ValueError):
    pass


@njit
def solve(a):
    if a.shape[0] == 0:
        raise BadInput("empty input")
    s = a.sum()
    if s == 0:
        raise SolverError("singular", 3)
    return 1.0 / s


@njit
def safe(a):
    try:
        return solve(a)
    except Exception:
        return -1.0

# call: solve(np.array([1.0, 3.0]))
# call: solve(np.array([1.0, -1.0]))
# call: solve(np.zeros(0))
# call: safe(np.array([1.0, -1.0]))
# call: safe(np.zeros(0))
# call: safe(np.array([2.0]))
