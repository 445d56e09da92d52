"""and/or/not with numbers: short-circuit values and truthiness of 0, 0.0, nan."""
from numba import njit


@njit
def or_default(x, default):
    return x or default


@njit
def and_value(a, b):
    return a and b


@njit
def truth(x):
    if x:
        return 1
    return 0


@njit
def logic(a, b, c):
    return (a and not b) or c

# call: or_default(0, 7)
# call: or_default(3, 7)
# call: and_value(2.5, 0.0)
# call: truth(float('nan'))
# call: truth(-0.0)
# call: logic(True, False, False)
