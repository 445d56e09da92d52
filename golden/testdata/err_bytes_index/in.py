"""Indexing bytes (b"ab"[0], an int in Numba) is not supported yet: pygo takes bytes only as
np.frombuffer's buffer and to len()."""
import numpy as np
from numba import njit


@njit("int64(int64)")
def first(k):
    b = b"ab"
    return b[k]

# error: unsupported-feature
