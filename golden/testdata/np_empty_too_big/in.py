"""A new array too large for memory is Numba's MemoryError, and one whose size in bytes passes
the largest int64 Numba's ValueError ("array is too big"), for np.empty, np.zeros and np.ones
with one or several dimensions; a negative dimension is ValueError."""
import numpy as np
from numba import njit


@njit
def empty(n):
    return np.empty(n).size


@njit
def zeros2(n, m):
    return np.zeros((n, m), dtype=np.int32).size


@njit
def ones(n):
    return np.ones(n, dtype=np.uint8).size

# call: empty(1152921504606846975)
# call: empty(1152921504606846976)
# call: empty(3)
# call: empty(-1)
# call: zeros2(4294967296, 4294967296)
# call: zeros2(1073741824, 1073741824)
# call: zeros2(0, 4294967296)
# call: ones(9223372036854775807)
# call: ones(5)
