"""str() of integers, bools and strings, and f-strings that interpolate strings and integers."""
from numba import njit


@njit
def to_str(n):
    return str(n), str(-n), str(n * 1000000007), str(0)


@njit
def label(name, n):
    return f"{name}#{n}"


@njit
def digits(n):
    s = str(n)
    total = 0
    for c in s:
        if c != "-":
            total += ord(c) - ord("0")
    return total, len(s)

# call: to_str(42)
# call: to_str(-7)
# call: label("item", 3)
# call: label("ü", -12)
# call: digits(9876543210)
# call: digits(-5)
