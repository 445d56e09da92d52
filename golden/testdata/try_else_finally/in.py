"""else and finally clauses: else runs when the body raised nothing, finally always runs,
also when the body returns; try/finally without except on paths that raise nothing (Numba
0.56 fails on a raise through a finally without except)."""
import numpy as np
from numba import njit


@njit
def clauses(x):
    r = 0
    try:
        if x > 0:
            raise ValueError("pos")
        r = 1
    except Exception:
        r = 2
    else:
        r += 10
    finally:
        r += 100
    return r


@njit
def finally_on_return(x, log):
    try:
        if x > 0:
            raise ValueError("pos")
        return 7
    except Exception:
        log[1] = 1.0
        return 8
    finally:
        log[0] += 1.0


@njit
def only_finally(x, log):
    r = 0
    try:
        r = x * 2
    finally:
        log[0] = 5.0
        r += 1
    return r


@njit
def else_raises(x):
    r = 0
    try:
        r = x
    except Exception:
        r = -1
    else:
        if x > 3:
            raise ValueError("raised in else")
    return r


@njit
def finally_in_loop(n):
    count = 0
    hits = 0
    for i in range(n):
        try:
            if i % 2 == 1:
                continue
            if i > 6:
                break
            hits += 1
        finally:
            count += 1
    return count * 100 + hits

# call: clauses(1)
# call: clauses(0)
# call: finally_on_return(1, np.zeros(2))
# call: finally_on_return(-1, np.zeros(2))
# call: only_finally(4, np.zeros(1))
# call: else_raises(2)
# call: else_raises(5)
# call: finally_in_loop(12)
