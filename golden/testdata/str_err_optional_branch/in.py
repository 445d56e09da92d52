"""A variable that is a str on one branch and None on the other (Numba's Optional(unicode_type), test_unicode's test_optional_unicode_eq usecase) is rejected: pygo gives a variable one type."""
# error: type-mismatch
from numba import njit


@njit("int64(int64, int64)")
def foo(pred1, pred2):
    if pred1 > 0:
        resolved1 = 'concrete'
    else:
        resolved1 = None
    if pred2 < 0:
        resolved2 = 'concrete'
    else:
        resolved2 = None
    if resolved1 == resolved2:
        return 10
    else:
        return 20
