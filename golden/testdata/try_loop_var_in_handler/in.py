"""A loop variable read after its loop only in the index of an assignment target, a[i] = x or
a[i] += x (usecase test_try_outside_prange_map of Numba's test_try_except.py): the variable
outlives the loop and keeps the value of the iteration that raised or ended (the Go did not
compile: the loop declared it)."""
import numpy as np
from numba import njit, prange


@njit
def outside_prange_map(arr, x):
    out = arr.copy()
    try:
        for i in prange(arr.size):
            if i == x:
                raise ValueError
            out[i] = arr[i] + i
    except Exception:
        out[i] = -1
    return out


@njit
def last_index(n):
    out = np.zeros(n + 1)
    for i in range(n):
        out[i] = i * 0.5
    out[i + 1] += 100.0
    return out

# call: outside_prange_map(np.arange(10), 6)
# call: outside_prange_map(np.arange(10), 20)
# call: last_index(4)
