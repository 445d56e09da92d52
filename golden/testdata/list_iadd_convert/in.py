"""l += other extends l in place and keeps l's item type, converting the other list's items (float to int truncates), as Numba; l + other unifies the types (usecases from Numba's test_lists)."""
from numba import njit


@njit
def add_inplace_heterogeneous():
    a = [1]
    b = [2.0]
    a += b
    b += a
    return a, b


@njit
def add_heterogeneous():
    a = [1]
    b = [2.0]
    c = a + b
    d = b + a
    a.append(3)
    b.append(4.0)
    return a, b, c, d


@njit
def truncate(x):
    a = [1, 2]
    a += [x, -x]
    a += a
    return a


@njit
def add_inplace(m, n):
    a = list(range(0, m))
    b = list(range(100, 100 + n))
    c = a
    a += b
    return a, b, c

# call: add_inplace_heterogeneous()
# call: add_heterogeneous()
# call: truncate(2.75)
# call: add_inplace(3, 2)
# call: add_inplace(0, 0)
