"""try/except/else whose except and else clauses both return (usecases of Numba's
test_try_except.py): the function's Go ends with the if/else, with no unreachable code after it
(go vet), including a raise in a loop in the body and a try around a prange loop."""
import numpy as np
from numba import njit, prange, typed


@njit
def division(y):
    try:
        1 / y
    except Exception:
        return 0xdead
    else:
        return 1 / y


@njit
def list_direct_raise(n, raise_at):
    lst = typed.List()
    try:
        for i in range(n):
            if i == raise_at:
                raise IndexError
            lst.append(i)
    except Exception:
        return lst
    else:
        return lst


@njit
def outside_prange(n):
    c = 0
    try:
        for i in prange(n):
            c += 1
    except Exception:
        return 0xdead
    else:
        return c


@njit
def nested(x, y):
    try:
        if x < 0:
            raise ValueError("x")
    except Exception:
        if y == 0:
            return -1
        return 10 // y
    else:
        for i in range(3):
            if i == x:
                break
        return x * 2

# call: division(0)
# call: division(2)
# call: list_direct_raise(10, 5)
# call: list_direct_raise(10, 10)
# call: outside_prange(10)
# call: nested(-1, 0)
# call: nested(-1, 3)
# call: nested(1, 0)
