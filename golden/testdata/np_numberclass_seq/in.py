"""NumPy number classes called on lists and tuples: np.float32([1, 2]) is
np.array([1, 2], dtype=np.float32), as Numba's NumberClassAttribute makes it (nested
sequences give 2-d arrays; values convert as astype does)."""
import numpy as np
from numba import njit


@njit
def floats(x):
    return np.float32(x), np.float64(x), np.complex64(x), np.complex128(x)


@njit
def ints(x):
    return np.int8(x), np.int16(x), np.int32(x), np.int64(x), np.intc(x), np.intp(x)


@njit
def uints(x):
    return np.uint8(x), np.uint16(x), np.uint32(x), np.uint64(x), np.uintc(x), np.uintp(x)


@njit
def bools(x):
    return np.bool_(x)


@njit
def literals():
    a = np.float32([1, 2, 3])
    b = np.int16((1.9, -2.9))
    c = np.float64([[1, 2], [3, 4]])
    return a, b, c, c.shape


@njit
def mixed(a, b):
    return np.float32((a, b, 2.5)), np.int64([a, b])


# call: floats([1.5, -2.25, 3.0])
# call: floats((1, 2, 3))
# call: floats(((1.0, 2.0), (3.0, 4.0)))
# call: ints([1.9, -2.9, 127.0])
# call: ints((1, 2, 3))
# call: ints(((1, 2), (3, 4)))
# call: uints([1, 2, 250])
# call: uints((0.5, 7.9))
# call: bools([0.0, 1.5, -0.0])
# call: bools((0, 3, 0))
# call: literals()
# call: mixed(3, 4)
# call: mixed(-1, 0)
