"""`is` and `is not` between a str and a number or bool: Numba's generic `is` answers False
(True for `is not`), the two are never one object; also over a literal_unroll of mixed
items (usecases of Numba's test_mixed_tuple_unroller.py)."""
from numba import njit, literal_unroll


@njit
def direct(s, n, b):
    return s is False, s is not False, n is s, s is not n, b is s, s is 3.5


@njit
def unrolled(k):
    y = ('foo', 8, False)
    acc = 0
    for t in literal_unroll(y):
        acc += t is False
        acc += k
    return acc

# call: direct('foo', 8, True)
# call: direct('', 0, False)
# call: unrolled(1)
# call: unrolled(-2)
