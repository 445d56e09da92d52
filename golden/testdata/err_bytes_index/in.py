"""Slicing bytes (b"abc"[1:k]) is not supported yet: pygo takes bytes for len(), indexing,
iteration and as np.frombuffer's buffer (golden bytes_index_iter)."""
import numpy as np
from numba import njit


@njit("int64(int64)")
def first(k):
    b = b"abc"
    return len(b[1:k])

# error: unsupported-feature
