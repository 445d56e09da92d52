"""assert with and without a message; passing asserts have no effect."""
from numba import njit


@njit
def safe_div(a, b):
    assert b != 0
    return a / b


@njit
def probability(p):
    assert 0.0 <= p <= 1.0, "probability out of range"
    return 1.0 - p


@njit
def mean_positive(a, b, c):
    s = a + b + c
    assert s > 0, "sum must be positive"
    return s / 3

# call: safe_div(1, 4)
# call: safe_div(1, 0)
# call: probability(0.25)
# call: probability(1.5)
# call: probability(float('nan'))
# call: mean_positive(-1, -2, 3)
