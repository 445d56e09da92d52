"""round() with half-even ties, round(x, n) with positive and negative n."""
from numba import njit


@njit
def r0(x):
    return round(x)


@njit
def rn(x, n):
    return round(x, n)


@njit
def round_sum(n):
    s = 0
    for i in range(n):
        s += round(i + 0.5)
    return s

# call: r0(2.5)
# call: r0(3.5)
# call: r0(-0.5)
# call: rn(2.675, 2)
# call: rn(1234.5678, -2)
# call: round_sum(10)
