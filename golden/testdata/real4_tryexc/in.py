"""try/except around a raising helper, with a fallback value, and raise with a message."""
import numpy as np
from numba import njit


@njit
def checked_sqrt(x):
    if x < 0:
        raise ValueError("negative input")
    return np.sqrt(x)


@njit
def safe_sum(a):
    s = 0.0
    bad = 0
    for v in a:
        try:
            s += checked_sqrt(v)
        except Exception:
            bad += 1
    return s, bad


@njit
def strict(a):
    return checked_sqrt(a[0])

# call: safe_sum(np.array([4.0, -1.0, 9.0, -2.0]))
# call: strict(np.array([-1.0]))
