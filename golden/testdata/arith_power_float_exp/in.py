"""int**float and float**float, including a negative base with fractional exponent (nan)."""
from numba import njit


@njit
def root(x, k):
    return x ** (1.0 / k)


@njit
def powf(a, b):
    return a ** b

# call: root(27, 3)
# call: root(2, 2)
# call: powf(-8.0, 0.5)
# call: powf(0.0, -1.0)
# call: powf(10, 0.5)
