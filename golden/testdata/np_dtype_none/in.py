"""dtype=None, written or passed in, gives the creation functions' default dtype as in Numba
0.56: float64 for np.empty/zeros/ones and np.eye, the argument's dtype for np.asarray and
np.empty_like/zeros_like/ones_like, the bounds' type for np.arange (np.full, np.full_like, np.array
and np.identity reject it, as in Numba: np_dtype_none_err_full)."""
import numpy as np
from numba import njit


@njit
def create(n, dtype):
    return np.zeros(n, dtype), np.ones((2, n), dtype=dtype), np.empty(n, dtype).shape, np.eye(n, None, 0, dtype)


@njit
def like(a, dtype):
    return np.zeros_like(a, dtype), np.ones_like(a, dtype=dtype), np.empty_like(a, dtype).shape


@njit
def convert(a, dtype):
    return np.asarray(a, dtype=dtype), np.asarray(a, dtype), np.arange(3, dtype=dtype)


@njit
def literal_none(n):
    return np.zeros(n, dtype=None), np.eye(n, dtype=None), np.arange(n, dtype=None)

# call: create(3, None)
# call: like(np.arange(4, dtype=np.int32), None)
# call: like(np.array([[1.5, 2.0]]), None)
# call: convert(np.array([1.0, 2.0], dtype=np.float32), None)
# call: convert(np.array([True, False]), None)
# call: literal_none(2)
