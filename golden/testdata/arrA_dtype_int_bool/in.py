"""dtype= spellings of integer and boolean arrays that Numba accepts: np.int32, np.int64, 'i4', 'int32',
np.bool_ and 'bool'."""
import numpy as np
from numba import njit


@njit
def ints(n):
    a = np.zeros(n, dtype=np.int32)
    b = np.ones(n, dtype=np.int64)
    c = np.full(n, 7, dtype='int32')
    d = np.arange(n, dtype=np.int32)
    e = np.ones(n, dtype='i4')
    return a, b, c, d, e


@njit
def int_arith(n):
    a = np.arange(n, dtype=np.int32)
    a[0] = -3
    return a * 2, a.sum(), a.itemsize, np.ones(n, dtype=np.int64).itemsize


@njit
def bools(n):
    a = np.zeros(n, dtype=np.bool_)
    b = np.ones(n, dtype='bool')
    a[0] = True
    return a, b, a & b, np.zeros((2, n), dtype=np.bool_), a.itemsize

# call: ints(4)
# call: ints(0)
# call: int_arith(5)
# call: bools(3)
# call: bools(1)
