"""np.frombuffer of a bytes literal (Numba's Bytes buffer): the elements its bytes spell in
native (little-endian) order, float64 by default, any dtype by position or dtype=, from a
literal or a variable bound to one; len() of bytes is its byte count. A length the item size
does not divide raises ValueError."""
import numpy as np
from numba import njit


@njit
def ints():
    return np.frombuffer(b"\x01\x00\x02\x00\xff\xff", dtype=np.int16), np.frombuffer(b"\x01\x02\xfe", np.uint8)


@njit
def floats():
    return np.frombuffer(b"\x00\x00\x00\x00\x00\x00\xf0\x3f\x00\x00\x00\x00\x00\x00\x00\xc0")


@njit
def bound(k):
    b = b"abcd\x00\x00\x80\x3f"
    return np.frombuffer(b, np.float32)[1] * k, len(b), np.frombuffer(b, np.uint8).sum()


@njit
def empty():
    return np.frombuffer(b"", dtype=np.int64).size


@njit
def odd(k):
    return np.frombuffer(b"\x01\x00\x02", dtype=np.int16)[0] + k


# call: ints()
# call: floats()
# call: bound(2.0)
# call: bound(-0.5)
# call: empty()
# call: odd(1)
