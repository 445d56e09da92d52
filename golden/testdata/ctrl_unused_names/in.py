"""Names Go would reject as declared and not used: unread loop variables (range, arrays,
tuples, enumerate and zip), `for _ in`, stores nobody reads (including through chains and
tuple unpacking), a pure expression statement, reads only in a branch a constant condition
prunes, and a closure whose only read of an outer name is a dead store."""
import numpy as np
from numba import njit

DEBUG = False


@njit
def counts(n):
    s = 0
    for i in range(n):
        s += 1
    for _ in range(n):
        s += 2
    for j in range(3):
        pass
    return s


@njit
def loops(a):
    t = (1, 2, 3)
    c = 0
    for v in a:
        c += 1
    for row in a.reshape(2, -1):
        c += 10
    for x in t:
        c += 100
    for k, y in enumerate(t):
        c += 1000
    for p, q in zip(t, t):
        c += 10000
    return c


@njit
def dead_stores(n):
    x = 0
    for i in range(n):
        x = i
    u, w = divmod(n, 3)
    p = q = n * 2
    m = n
    m
    y = n + 1
    if DEBUG:
        print(y)
    return n


@njit
def closure(n):
    x = n * 3

    def inner(y):
        z = x
        return y + 1

    return inner(n)


# call: counts(4)
# call: loops(np.arange(6.0))
# call: dead_stores(7)
# call: closure(5)
