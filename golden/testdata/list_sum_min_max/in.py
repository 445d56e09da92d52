"""sum, min and max of lists of ints, floats and bools; min/max of an empty list raise ValueError."""
from numba import njit


@njit
def stats(l):
    return sum(l), min(l), max(l)


@njit
def sum_bools(n):
    return sum([i % 3 == 0 for i in range(n)])


@njit
def empty_min(n):
    l = [1.0]
    l.pop()
    return min(l)

# call: stats([3, -1, 7, 2])
# call: stats([2.5, 0.5, 9.25])
# call: sum_bools(10)
# call: empty_min(1)
