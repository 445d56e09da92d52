"""uint64 signatures: unsigned wrap-around on subtraction, multiplication and shifts."""
from numba import njit


@njit("uint64(uint64, uint64)")
def usub(a, b):
    return a - b


@njit("uint64(uint64, uint64)")
def umul(a, b):
    return a * b


@njit("UniTuple(uint64, 2)(uint64, uint64)")
def udiv(a, b):
    return a // b, a % b

# call: usub(0, 1)
# call: usub(10, 3)
# call: umul(4294967296, 4294967296)
# call: umul(3, 6148914691236517205)
# call: udiv(100, 7)
