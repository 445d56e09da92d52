"""Raising exceptions with formatted-free messages from nested calls, catching with bare except, and re-raising."""
import numpy as np
from numba import njit


@njit
def validate(x):
    if x.ndim != 1:
        raise ValueError("expected a vector")
    if x.shape[0] == 0:
        raise IndexError("empty")
    for v in x:
        if v < 0:
            raise ValueError("negative entry")
    return x.sum()


@njit
def robust(x):
    try:
        return validate(x)
    except Exception:
        return -1.0


@njit
def strict(x):
    total = validate(x)
    if total > 100:
        raise OverflowError("too large")
    return total

# call: robust(np.array([1.0, 2.0]))
# call: robust(np.array([1.0, -2.0]))
# call: robust(np.zeros(0))
# call: strict(np.array([60.0, 50.0]))
# call: strict(np.array([-1.0]))
