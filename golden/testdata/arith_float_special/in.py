"""Float arithmetic with nan, inf and signed zero."""
from numba import njit


@njit
def ops(a, b):
    return a + b, a - b, a * b


@njit
def kahan_sum(n, x):
    s = 0.0
    c = 0.0
    for _ in range(n):
        y = x - c
        t = s + y
        c = (t - s) - y
        s = t
    return s

# call: ops(float('inf'), float('inf'))
# call: ops(float('inf'), -float('inf'))
# call: ops(float('nan'), 1.0)
# call: ops(-0.0, 0.0)
# call: ops(1e308, 1e308)
# call: kahan_sum(10, 0.1)
