"""Nested conditionals with pass statements: leap years and triangle classification."""
from numba import njit


@njit
def is_leap(y):
    if y % 4 != 0:
        return False
    elif y % 100 != 0:
        return True
    else:
        if y % 400 == 0:
            pass
        else:
            return False
    return True


@njit
def triangle_kind(a, b, c):
    if a + b <= c or a + c <= b or b + c <= a:
        return 0
    if a == b:
        if b == c:
            return 3
        else:
            pass
        return 2
    if b == c or a == c:
        return 2
    return 1

# call: is_leap(1900)
# call: is_leap(2000)
# call: is_leap(2024)
# call: triangle_kind(3, 4, 5)
# call: triangle_kind(2, 2, 2)
# call: triangle_kind(1, 2, 3)
