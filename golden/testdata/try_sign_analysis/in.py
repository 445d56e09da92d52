"""A variable assigned inside try, except, else or finally blocks is not proved non-negative
by what is assigned outside them: // and % keep Python's floor semantics."""
from numba import njit


@njit
def in_body(n):
    k = 0
    try:
        k = n - 7
    except Exception:
        pass
    return k % 3, k // 2


@njit
def in_handler(n):
    k = 1
    try:
        k = 10 // n
    except Exception:
        k = -5
    return k % 4, k // 4


@njit
def in_finally(n):
    k = 2
    try:
        k = k + n
    finally:
        k = k - 9
    return k % 5


@njit
def fact_in_body(n):
    m = -3
    try:
        if n > 0:
            m = n
            return m % 4
    except Exception:
        pass
    return m % 4

# call: in_body(3)
# call: in_body(20)
# call: in_handler(0)
# call: in_handler(3)
# call: in_finally(1)
# call: in_finally(30)
# call: fact_in_body(6)
# call: fact_in_body(-2)
