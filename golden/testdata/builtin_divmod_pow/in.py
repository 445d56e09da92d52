"""divmod() and pow() builtins on ints and floats, including division by zero."""
from numba import njit


@njit
def dm(a, b):
    return divmod(a, b)


@njit
def pw(a, b):
    return pow(a, b)


@njit
def base_digits(n, base):
    count = 0
    total = 0
    while n > 0:
        n, d = divmod(n, base)
        total += d
        count += 1
    return count, total

# call: dm(-7, 2)
# call: dm(7.5, -2.0)
# call: dm(1, 0)
# call: pw(3, 4)
# call: pw(2.0, 0.5)
# call: base_digits(255, 2)
