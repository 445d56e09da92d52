"""An index past the end of an array's memory inside try is an IndexError that `except Exception` catches, as in CPython and in Numba with boundscheck=True (pygo, like Numba without boundscheck, does not check each axis of a multi-dimensional index on its own)."""
# oracle: cpython Numba 0.56 does not bounds-check array indexes by default (it reads past the array)
import numpy as np
from numba import njit


@njit
def safe_get(a, i):
    try:
        return a[i]
    except Exception:
        return -1.0


@njit
def safe_get2(M, i, j):
    try:
        v = M[i, j]
    except Exception:
        v = 0
    else:
        v += 100
    return v


@njit
def count_valid(a, idx):
    n = 0
    for i in idx:
        try:
            a[i] += 1.0
            n += 1
        except Exception:
            pass
    return n


# call: safe_get(np.array([1.0, 2.0]), 1)
# call: safe_get(np.array([1.0, 2.0]), 5)
# call: safe_get(np.array([1.0, 2.0]), -2)
# call: safe_get2(np.arange(6).reshape(2, 3), 1, 2)
# call: safe_get2(np.arange(6).reshape(2, 3), 2, 0)
# call: count_valid(np.zeros(3), np.array([0, 7, 2, 3, 1]))
