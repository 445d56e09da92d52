"""Newton's method for square roots compared with math.sqrt, and an integer square root."""
import math
from numba import njit


@njit
def newton_sqrt(x):
    if x < 0.0:
        return math.nan
    if x == 0.0:
        return 0.0
    g = x if x > 1.0 else 1.0
    while True:
        nxt = 0.5 * (g + x / g)
        if nxt >= g:
            return g
        g = nxt


@njit
def sqrt_error(x):
    return abs(newton_sqrt(x) - math.sqrt(x))


@njit
def isqrt(n):
    return int(math.floor(math.sqrt(n)))

# call: newton_sqrt(2.0)
# call: newton_sqrt(1e-300)
# call: newton_sqrt(-4.0)
# call: sqrt_error(12345.678)
# call: isqrt(99)
