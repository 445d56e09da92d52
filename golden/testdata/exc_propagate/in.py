"""Exceptions raised in helpers propagate through callers; prints before the raise are kept."""
from numba import njit


@njit
def parse_digit(d):
    if d < 0 or d > 9:
        raise ValueError("not a digit")
    return d


@njit
def from_digits(a, b, c):
    print("parsing", a, b, c)
    return parse_digit(a) * 100 + parse_digit(b) * 10 + parse_digit(c)


@njit
def inverse_sum(n):
    s = 0.0
    for k in range(n, -1, -1):
        s += 1 / k
    return s

# call: from_digits(1, 2, 3)
# call: from_digits(1, 12, 3)
# call: inverse_sum(3)
