"""Integer constant expressions are folded before typing, as CPython folds them for Numba: -9223372036854775808 is an int64 literal, 9223372036854775807 + 1 a uint64 one (test_intwidth)."""
from numba import njit


@njit
def int64_min():
    return -9223372036854775808


@njit
def int64_extremes():
    return max(9223372036854775807, -9223372036854775808) + min(9223372036854775807, -9223372036854775808)


@njit
def past_int64(x):
    return (9223372036854775807 + 1) // x


@njit
def folded(x):
    a = 2 ** 62 + (2 ** 62 - 1)
    b = ~9223372036854775807
    c = -7 // 2 + -7 % 2 * 10
    d = (1 << 40) | 0xFF ^ 3 & 6
    e = -(-9223372036854775807)
    return a + x, b - x, c + x, d + x, e + x


@njit
def huge_neg(x):
    return x - -9223372036854775808

# call: int64_min()
# call: int64_extremes()
# call: past_int64(1)
# call: past_int64(3)
# call: folded(0)
# call: folded(-5)
# call: huge_neg(-1)
# call: huge_neg(-9223372036854775807)
