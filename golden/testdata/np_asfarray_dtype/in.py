"""np.asfarray(a, dtype) as Numba 0.56: np.asarray(a, dt), dt the dtype when it is a float or
complex type and float64 otherwise; a float32 array becomes float64 without a dtype; lists and
tuples of numbers are taken."""
import numpy as np
from numba import njit


@njit
def plain(a):
    return np.asfarray(a)


@njit
def to32(a):
    return np.asfarray(a, dtype=np.float32)


@njit
def int_dtype(a):
    return np.asfarray(a, np.int32)


@njit
def to_complex(a):
    return np.asfarray(a, np.complex128)


@njit
def same_array(a):
    b = np.asfarray(a)
    b[0] = 7.0
    return a


@njit
def from_list(n):
    return np.asfarray([i * 2 for i in range(n)])

# call: plain(np.arange(3, dtype=np.float32))
# call: plain(np.arange(4))
# call: plain(np.array([True, False]))
# call: plain((1.5, 2))
# call: to32(np.arange(3))
# call: to32(np.arange(3.0))
# call: int_dtype(np.arange(3))
# call: to_complex(np.arange(3.0))
# call: to_complex(np.array([1 + 2j, 3j]))
# call: same_array(np.arange(3.0))
# call: from_list(4)
