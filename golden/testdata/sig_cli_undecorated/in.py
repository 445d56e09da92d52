"""Undecorated entry points typed by `# sig:` lines (pygo -sig), calling each other."""
# sig: interest(float64, int64)
# sig: digits(int64)
import math


def grow(amount, rate):
    return amount * (1.0 + rate)


def interest(principal, years):
    a = principal
    for _ in range(years):
        a = grow(a, 0.03)
    return a - principal


def digits(n):
    if n == 0:
        return 1
    return int(math.log10(abs(n))) + 1

# call: interest(1000, 10)
# call: interest(0.5, 0)
# call: digits(0)
# call: digits(-12345)
# call: digits(9223372036854775807)
