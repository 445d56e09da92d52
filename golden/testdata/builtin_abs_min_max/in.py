"""abs/min/max over ints, floats and mixed arguments (max(3, 2.5) is 3.0)."""
from numba import njit


@njit
def mixed_max(a, b):
    return max(a, b), min(a, b)


@njit
def range_of(a, b, c, d):
    return max(a, b, c, d) - min(a, b, c, d)


@njit
def abs_all(i, x):
    return abs(i), abs(x)


@njit
def manhattan(x1, y1, x2, y2):
    return abs(x1 - x2) + abs(y1 - y2)

# call: mixed_max(3, 2.5)
# call: mixed_max(-1, -1.0)
# call: range_of(4, -2, 9, 0)
# call: abs_all(-9223372036854775807, -0.0)
# call: abs_all(0, float('-inf'))
# call: manhattan(1, -2, -3, 4)
