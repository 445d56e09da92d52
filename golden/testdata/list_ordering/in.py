"""Ordering of lists (<, <=, >, >=, as Numba: the first items where one is less decide, else the lengths; NaN items are skipped) of ints, of floats against ints, NaN items, bools and strings; == and != of tuples of different lengths (usecases from Numba's test_lists and test_tuples)."""
from numba import njit


@njit
def cmp_all(a, b):
    x = list(a)
    y = list(b)
    return x < y, x <= y, x > y, x >= y, x == y, x != y


@njit
def nan_items(v):
    x = [1.0, v, 3.0]
    y = [1.0, v, 2.0]
    return x < y, x <= y, x > y, x >= y


@njit
def bools(n):
    x = [True, n > 0]
    y = [True, False, True]
    return x < y, x > y, y >= x


@njit
def words(s, t):
    return s.split() < t.split(), s.split() >= t.split()


@njit
def tuple_eq(a, b):
    return a == b, a != b

# call: cmp_all((1, 2), (1, 2))
# call: cmp_all((1, 2, 3), (1, 2))
# call: cmp_all((1, 2), (1, 2, 3))
# call: cmp_all((1, 2, 4), (1, 2, 3))
# call: cmp_all((1.0, 2.0, 3.0), (1, 2, 3))
# call: cmp_all((1.0, 2.0, 3.5), (1, 2, 3))
# call: nan_items(2.0)
# call: nan_items(float("nan"))
# call: bools(1)
# call: bools(0)
# call: words("a b c", "a b")
# call: words("a bb", "a c")
# call: words("", "a")
# call: tuple_eq((4, 5), (4, 5, 6))
# call: tuple_eq((4, 5.5), (4,))
# call: tuple_eq((4, 5), (4.0, 5.0))
