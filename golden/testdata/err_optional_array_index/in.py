"""Indexing an optional array: pygo passes, returns and tests optional arrays but does not
narrow them; the idiom `if out is None: out = np.empty(...)` on a None default works."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("float64(int64)")
def f(n):
    a = None
    if n > 0:
        a = np.ones(n)
    if a is not None:
        return a[0]
    return 0.0
