"""Decorator options: @numba.njit(cache=True) and @njit(fastmath=False) on Simpson's rule."""
import math
import numba
from numba import njit


@numba.njit(cache=True)
def simpson_sin(a, b, n):
    if n % 2 == 1:
        n += 1
    h = (b - a) / n
    s = math.sin(a) + math.sin(b)
    for i in range(1, n):
        w = 4.0 if i % 2 == 1 else 2.0
        s += w * math.sin(a + i * h)
    return s * h / 3.0


@njit(fastmath=False)
def sum_inverse_squares(n):
    s = 0.0
    for k in range(n, 0, -1):
        s += 1.0 / (k * k)
    return s

# call: simpson_sin(0.0, 3.141592653589793, 10)
# call: simpson_sin(0.0, 1.0, 3)
# call: sum_inverse_squares(1000)
# call: sum_inverse_squares(0)
