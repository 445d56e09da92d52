"""a.dtype.type, the scalar type of an array's elements, called to convert a value (float,
int32, float32 and bool arrays), in a prange loop and stored in a variable first."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def zero_fill(a):
    for i in prange(len(a)):
        a[i] = a.dtype.type(0)
    return a


@njit
def convert(a):
    t = a.dtype.type
    return a.dtype.type(3.7), a.dtype.type(-2), t(1)

# call: zero_fill(np.ones(10))
# call: zero_fill(np.arange(5, dtype=np.int32))
# call: convert(np.zeros(2))
# call: convert(np.zeros(2, dtype=np.int32))
# call: convert(np.zeros(2, dtype=np.float32))
# call: convert(np.zeros(2, dtype=np.bool_))
