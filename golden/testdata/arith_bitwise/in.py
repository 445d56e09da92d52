"""Bitwise &, |, ^, ~, <<, >> on int64 including negative values."""
from numba import njit


@njit
def popcount(n):
    c = 0
    n = n & 0x7FFFFFFFFFFFFFFF
    while n:
        c += n & 1
        n >>= 1
    return c


@njit
def bitops(a, b):
    return a & b, a | b, a ^ b, ~a, a << 3, a >> 2


@njit
def reverse_bits8(x):
    r = 0
    for i in range(8):
        r = (r << 1) | ((x >> i) & 1)
    return r

# call: popcount(255)
# call: popcount(-1)
# call: bitops(12, 10)
# call: bitops(-12, 10)
# call: reverse_bits8(1)
# call: reverse_bits8(0b10110000)
