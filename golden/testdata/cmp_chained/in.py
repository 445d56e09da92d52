"""Chained comparisons, including nan which compares false everywhere."""
from numba import njit


@njit
def in_unit(x):
    return 0.0 <= x < 1.0


@njit
def ordered(a, b, c):
    return a < b < c, a <= b <= c, a == b == c, a != b != c


@njit
def clamp_count(lo, hi, n):
    count = 0
    for i in range(n):
        if lo <= i * i <= hi:
            count += 1
    return count

# call: in_unit(0.5)
# call: in_unit(1.0)
# call: in_unit(float('nan'))
# call: ordered(1, 2, 3)
# call: ordered(2, 2, 2)
# call: clamp_count(10, 100, 20)
