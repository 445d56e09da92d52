"""One helper called with int and with float arguments (two specialisations)."""
from numba import njit


@njit
def square(x):
    return x * x


@njit
def sum_squares(n):
    s = 0
    f = 0.0
    for i in range(n):
        s += square(i)
        f += square(i + 0.5)
    return s, f


@njit
def norm2(x, y):
    return square(x) + square(y)

# call: sum_squares(0)
# call: sum_squares(10)
# call: norm2(3, 4)
# call: norm2(1.5, -2)
# call: norm2(3037000500, 0)
