"""Sets passed between compiled functions are shared (a callee's adds are seen by the caller); set() typed by update(array); a set inside a tuple result; a set of bools; while s: with pop."""
import numpy as np
from numba import njit


@njit
def fill(s, a):
    for x in a:
        if x % 2 == 0:
            s.add(x)


@njit
def shared(n):
    s = set()
    s.update(np.arange(3))
    fill(s, np.arange(n))
    flags = {True, False, True}
    drained = 0
    t = s.copy()
    while t:
        drained += t.pop()
    return s, len(flags), drained, len(t)

# call: shared(9)
