"""math.gcd on ints (negative and zero operands) used for fraction reduction."""
import math
from numba import njit


@njit
def g(a, b):
    return math.gcd(a, b)


@njit
def reduce_fraction(num, den):
    d = math.gcd(num, den)
    if d == 0:
        return 0, 0
    if den < 0:
        d = -d
    return num // d, den // d

# call: g(12, 18)
# call: g(-12, 18)
# call: g(0, 0)
# call: reduce_fraction(6, -8)
# call: reduce_fraction(0, 5)
