"""Inner functions that read variables of the enclosing function."""
from numba import njit


@njit
def affine_sum(a, b, n):
    def f(x):
        return a * x + b
    s = 0
    for i in range(n):
        s += f(i)
    return s


@njit
def scaled_pair(x, k):
    offset = 0.5

    def g(y):
        return (y + offset) * k
    return g(x), g(-x)

# call: affine_sum(2, 3, 5)
# call: affine_sum(1.5, -1, 4)
# call: scaled_pair(1.0, 2)
# call: scaled_pair(-2.5, 0.5)
