"""Nested try statements, a raise inside an except clause caught by an outer try, an assert
caught by except, a try inside a nested function, and a tuple returned from a try body."""
from numba import njit


@njit
def nested(x):
    r = 0
    try:
        try:
            if x > 0:
                raise ValueError
            r += 1
        except Exception:
            r += 10
            raise KeyError("again")
    except Exception:
        r += 100
    return r


@njit
def asserted(x):
    try:
        assert x > 0, "x must be positive"
        return x
    except Exception:
        return 0


@njit
def inner_try(n):
    def safe_mod(a, b):
        try:
            return a % b
        except Exception:
            return -1
    total = 0
    for i in range(n):
        total += safe_mod(10, i)
    return total


@njit
def pair(x):
    try:
        if x == 0:
            raise ZeroDivisionError("zero")
        return 1.0 / x, x
    except Exception:
        return 0.0, -1


@njit
def uncaught_assert(x):
    try:
        y = x + 1
    except Exception:
        y = 0
    assert y < 5, "too big"
    return y

# call: nested(1)
# call: nested(0)
# call: asserted(3)
# call: asserted(-3)
# call: inner_try(5)
# call: pair(4)
# call: pair(0)
# call: uncaught_assert(2)
# call: uncaught_assert(7)
