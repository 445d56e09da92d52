"""@vectorize loops on small integer, unsigned and bool types: arithmetic computed as Numba computes scalars, then wrapped to the declared result; safe casting picks the loop."""
from numba import vectorize


@vectorize(["int8(int8, int8)", "uint8(uint8, uint8)", "int32(int32, int32)"])
def wrap_add(x, y):
    return x + y


@vectorize(["boolean(int64, int64)"])
def divides(d, n):
    return d != 0 and n % d == 0


@vectorize(["int64(boolean, int64, int64)"])
def pick(c, x, y):
    return x if c else y


@vectorize(["uint16(uint16)"])
def popcount(x):
    n = 0
    while x:
        n += x & 1
        x >>= 1
    return n

# call: wrap_add(np.array([100, -100, 5], dtype=np.int8), np.array([100, -100, 6], dtype=np.int8))
# call: wrap_add(np.array([200, 255, 1], dtype=np.uint8), np.array([100, 1, 2], dtype=np.uint8))
# call: wrap_add(np.array([2147483647, 1], dtype=np.int32), np.array([1, 2], dtype=np.int32))
# call: wrap_add(np.array([1, 2], dtype=np.int16), np.array([3, 4], dtype=np.int8))
# call: divides(np.array([0, 1, 2, 3, 4]), 12)
# call: divides(np.arange(1, 7).reshape(2, 3), np.arange(6).reshape(2, 3) * 2)
# call: pick(np.array([True, False, True, False]), np.arange(4), -1)
# call: popcount(np.array([0, 1, 255, 1023, 65535], dtype=np.uint16))
