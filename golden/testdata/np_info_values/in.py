# np.iinfo and np.finfo objects as values: returned (Numba boxes its namedtuple of NumPy's
# constants, iinfo(min=..., max=..., bits=...)), held in a tuple, passed to another function
# that reads an attribute, and printed. float32's constants are
# shown widened to Python floats, as Numba boxes them; uint64's max is a uint64.
import numpy as np
from numba import njit

@njit
def iinfo(*args):
    return np.iinfo(*args)


@njit
def finfo(x):
    return np.finfo(x)


@njit
def of_dtype(a):
    return np.iinfo(a.dtype), np.finfo(np.complex64)


@njit
def read_max(info):
    return info.max


@njit
def passed(a):
    i = np.iinfo(a)
    return read_max(i), read_max(np.finfo(np.float32)), i


@njit
def printed(x):
    print(np.iinfo(np.int8), np.finfo(x))
    f = np.finfo(np.float32)
    print(f, f.eps)
    return f.tiny


# call: iinfo(7)
# call: iinfo(np.arange(3, dtype=np.uint64))
# call: iinfo(np.arange(3, dtype=np.int8))
# call: finfo(1.5)
# call: finfo(np.arange(3, dtype=np.float32))
# call: finfo(1j)
# call: of_dtype(np.arange(3, dtype=np.uint16))
# call: passed(np.arange(3, dtype=np.uint8))
# call: passed(np.arange(3, dtype=np.int64))
# call: printed(2.5)
