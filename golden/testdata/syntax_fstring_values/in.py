"""f-strings with runtime values in raise messages and print."""
# oracle: cpython f-strings with values are not supported by numba 0.56
from numba import njit


@njit
def checked(n):
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    print(f"n={n} half={n / 2}")
    return n * 2

# call: checked(3)
# call: checked(-4)
