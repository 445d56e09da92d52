"""remove, index (with start and stop), count, and the ValueError when the value is absent."""
from numba import njit


@njit
def find(x):
    l = [5, 3, 5, 7, 5]
    return l.index(x), l.count(x), l.index(5, 1), l.index(5, -2), l.index(5, 0, 1)


@njit
def drop(x):
    l = [1.5, 2.5, 1.5]
    l.remove(x)
    return l


@njit
def not_found(x):
    l = [5, 3]
    return l.index(x)

# call: find(5)
# call: find(7)
# call: drop(1.5)
# call: drop(9.0)
# call: not_found(4)
