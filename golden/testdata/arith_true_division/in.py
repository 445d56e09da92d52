"""True division `/` always yields float64, also for int operands."""
from numba import njit


@njit
def ratio(a, b):
    return a / b


@njit
def mean3(a, b, c):
    return (a + b + c) / 3


@njit
def harmonic(n):
    h = 0.0
    for k in range(1, n + 1):
        h += 1 / k
    return h

# call: ratio(7, 2)
# call: ratio(-7, 2)
# call: ratio(1, 3)
# call: ratio(9007199254740993, 1)
# call: mean3(1, 2, 4)
# call: harmonic(10)
