"""List + list, list * int, int * list, += (in place: aliases see it) and *=."""
from numba import njit


@njit
def ops(n):
    a = [1, 2]
    b = [3.5]
    return a + b, a * n, n * [0], a * -1


@njit
def inplace(n):
    a = [1, 2]
    alias = a
    a += [3, 4]
    a *= n
    return alias


@njit
def grow(l, k):
    l += [k, k]
    return len(l)

# call: ops(3)
# call: inplace(2)
# call: grow([1, 2, 3], 9)
