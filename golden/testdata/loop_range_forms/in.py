"""for over range with one, two and three arguments, negative steps and empty ranges."""
from numba import njit


@njit
def sum_range1(n):
    s = 0
    for i in range(n):
        s += i
    return s


@njit
def sum_range2(a, b):
    s = 0
    for i in range(a, b):
        s += i
    return s


@njit
def countdown(start, stop, step):
    s = 0
    n = 0
    for i in range(start, stop, step):
        s = s * 3 + i
        n += 1
    return n, s

# call: sum_range1(0)
# call: sum_range1(-5)
# call: sum_range2(-3, 4)
# call: countdown(10, 0, -3)
# call: countdown(0, 10, 4)
# call: countdown(5, 5, -1)
