"""Every augmented assignment operator on ints and floats."""
from numba import njit


@njit
def aug_int(a, b):
    x = a
    x += b
    x -= 1
    x *= b
    x //= 3
    x %= 1000
    x **= 2
    x &= 0xFFFF
    x |= 1
    x ^= b
    x <<= 2
    x >>= 1
    return x


@njit
def aug_float(x, y):
    x += y
    x -= 0.5
    x *= y
    x /= 4
    x //= 0.25
    x %= 7.0
    x **= 2
    return x


@njit
def aug_promote(n):
    n /= 2
    return n

# call: aug_int(10, 3)
# call: aug_int(-10, 7)
# call: aug_float(1.5, 2.0)
# call: aug_float(-3.0, 1.25)
# call: aug_promote(7)
