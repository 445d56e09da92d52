"""int32 arguments via signatures: int32 arithmetic widens to int64 results."""
from numba import njit


@njit("int64(int32, int32)")
def add32(a, b):
    return a + b


@njit("int64(int32, int32)")
def mul32(a, b):
    return a * b


@njit("float64(int32, float64)")
def scale32(n, x):
    return n * x


@njit("int32(int64)")
def narrow(n):
    return n

# call: add32(2147483647, 2147483647)
# call: mul32(-2147483648, 2)
# call: mul32(65536, 65536)
# call: scale32(3, 0.1)
# call: narrow(4294967297)
# call: narrow(-1)
