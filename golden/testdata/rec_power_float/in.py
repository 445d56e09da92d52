"""Recursive exponentiation by squaring on floats and recursive digit reversal."""
from numba import njit


@njit("float64(float64, int64)")
def rpow(x, n):
    if n == 0:
        return 1.0
    if n < 0:
        return 1.0 / rpow(x, -n)
    half = rpow(x, n // 2)
    if n % 2 == 0:
        return half * half
    return half * half * x


@njit("int64(int64, int64)")
def reverse_digits(n, acc):
    if n == 0:
        return acc
    return reverse_digits(n // 10, acc * 10 + n % 10)

# call: rpow(2.0, 10)
# call: rpow(2.0, -3)
# call: rpow(1.0000001, 1000000)
# call: rpow(0.0, -1)
# call: reverse_digits(12345, 0)
