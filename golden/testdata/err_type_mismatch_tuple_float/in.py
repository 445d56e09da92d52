"""A variable that is a tuple on one path and a float on another cannot be typed."""
# error: type-mismatch
from numba import njit


@njit("float64(float64)")
def pick(x):
    if x > 0.0:
        v = (x, x)
    else:
        v = x
    print(v)
    return x
