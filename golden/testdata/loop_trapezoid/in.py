"""Numerical integration of x**2 and sin(x) by the trapezoid rule."""
import math
from numba import njit


@njit
def trapz_square(a, b, n):
    h = (b - a) / n
    s = 0.5 * (a * a + b * b)
    for i in range(1, n):
        x = a + i * h
        s += x * x
    return s * h


@njit
def trapz_sin(a, b, n):
    h = (b - a) / n
    s = 0.5 * (math.sin(a) + math.sin(b))
    for i in range(1, n):
        s += math.sin(a + i * h)
    return s * h

# call: trapz_square(0.0, 1.0, 1)
# call: trapz_square(0.0, 1.0, 1000)
# call: trapz_square(-1, 1, 10)
# call: trapz_sin(0.0, 3.141592653589793, 100)
# call: trapz_sin(1.0, 1.0, 5)
