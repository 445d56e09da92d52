"""Eager string signatures: @njit("float64(float64, int64)") converts int arguments/results."""
from numba import njit


@njit("float64(float64, int64)")
def scaled_power(x, n):
    r = 1.0
    for _ in range(abs(n)):
        r *= x
    if n < 0:
        r = 1.0 / r
    return r


@njit("int64(float64)")
def floor_to_int(x):
    return int(x // 1)

# call: scaled_power(2, 3)
# call: scaled_power(0.5, -4)
# call: scaled_power(3.0, 0)
# call: floor_to_int(-2.5)
# call: floor_to_int(7.99)
