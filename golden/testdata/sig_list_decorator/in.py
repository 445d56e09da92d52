"""A list of eager signatures: @njit(["int64(int64)", "float64(float64)"]) selects by argument type."""
from numba import njit


@njit(["int64(int64)", "float64(float64)"])
def triple(x):
    return 3 * x


@njit(["int64(int64, int64)", "float64(float64, float64)"])
def hypot_sq(a, b):
    return a * a + b * b


@njit
def use_both(n):
    return triple(n), triple(n + 0.5)

# call: triple(7)
# call: triple(-1.5)
# call: hypot_sq(3, 4)
# call: hypot_sq(0.1, 0.2)
# call: use_both(2)
