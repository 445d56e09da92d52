"""Integer arithmetic: Euclid's gcd, lcm and digit sums over int64."""
from numba import njit


@njit
def gcd(a, b):
    a = abs(a)
    b = abs(b)
    while b != 0:
        a, b = b, a % b
    return a


@njit
def lcm(a, b):
    if a == 0 or b == 0:
        return 0
    return abs(a * b) // gcd(a, b)


@njit
def digit_sum(n):
    n = abs(n)
    s = 0
    while n > 0:
        s += n % 10
        n //= 10
    return s

# call: gcd(48, 18)
# call: gcd(-48, 18)
# call: gcd(0, 0)
# call: lcm(21, 6)
# call: digit_sum(9223372036854775807)
# call: digit_sum(-1234)
