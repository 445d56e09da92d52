"""np.frombuffer(a, dtype=float64) of a C-contiguous array reads its bytes as a 1-d array of
dtype that shares them (Numba's NdFromBuffer); a byte length the item size does not divide
raises ValueError."""
import numpy as np
from numba import njit


@njit
def allocated(shape):
    arr = np.ones(shape, dtype=np.int32)
    return np.frombuffer(arr)


@njit
def allocated_dtype(shape):
    arr = np.ones(shape, dtype=np.int32)
    return np.frombuffer(arr, dtype=np.complex64)


@njit
def shared(a):
    b = np.frombuffer(a, np.uint8)
    b[0] = 1
    return b.size, a[0, 0]


@njit
def ints(a):
    return np.frombuffer(a, dtype=np.int16)


# call: allocated((16, ))
# call: allocated((4, 4))
# call: allocated((1, 3, 4))
# call: allocated((3, ))
# call: allocated_dtype((2, 6))
# call: shared(np.zeros((2, 2), dtype=np.int64))
# call: ints(np.arange(3, dtype=np.int32))
# call: ints(np.array(7, dtype=np.int64))
