"""return, break and continue inside try bodies and except clauses: the Go closure returns
an exit code and the code after it returns, breaks or continues."""
import numpy as np
from numba import njit


@njit
def first_negative(a):
    for i in range(a.shape[0]):
        try:
            if a[i] < 0:
                return i
        except Exception:
            return -2
    return -1


@njit
def sum_until(n, stop):
    s = 0
    for i in range(n):
        try:
            if i == stop:
                break
            if i % 2 == 0:
                continue
            s += i
        except Exception:
            pass
    return s


@njit
def handler_exits(n):
    s = 0
    i = 0
    while i < n:
        i += 1
        try:
            if i % 3 == 0:
                raise ValueError
            s += i
        except Exception:
            if i > 7:
                break
            continue
    return s * 100 + i


@njit
def loop_else(n, bad):
    total = 0
    for i in range(n):
        try:
            if i == bad:
                break
            total += i
        except Exception:
            total = -1
    else:
        total += 1000
    return total


@njit
def returns_in_both(x):
    try:
        if x > 0:
            raise ValueError("positive")
        return 1.5
    except Exception:
        return 2.5


@njit
def nothing_returned(a, x):
    try:
        if x < 0:
            return
        a[0] = x
    except Exception:
        a[0] = -1.0

# call: first_negative(np.array([1.0, 2.0, -3.0, 4.0]))
# call: first_negative(np.array([1.0, 2.0]))
# call: sum_until(10, 7)
# call: sum_until(10, 100)
# call: handler_exits(5)
# call: handler_exits(20)
# call: loop_else(5, 3)
# call: loop_else(5, 9)
# call: returns_in_both(1)
# call: returns_in_both(-1)
# call: nothing_returned(np.zeros(1), 2.0)
# call: nothing_returned(np.zeros(1), -2.0)
