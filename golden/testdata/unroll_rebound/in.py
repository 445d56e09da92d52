"""literal_unroll over a variable rebound to a tuple of another length expands to the binding it
reads (it expanded to the first one's length), and an unrolled item that is only ever None
(printed, which reads no Go value)."""
import numpy as np
from numba import njit, literal_unroll


@njit
def lengths():
    acc = 0
    l1 = [1, 2, 3, 4]
    l2 = [10, 20]
    tup = (l1, l2)
    a1 = np.arange(20)
    a2 = np.ones(5, dtype=np.complex128)
    tup = (l1, a1, l2, a2)
    for t in literal_unroll(tup):
        acc += len(t)
    return acc


@njit
def shorter(n):
    t = (n, n + 1, n + 2)
    s = 0
    for x in literal_unroll(t):
        s += x
    t = (n * 10, n * 100)
    for x in literal_unroll(t):
        s += x
    return s


@njit
def with_none(xs):
    i = 0
    acc = 0
    het = ('a', 25, 0.23, None)
    for item in literal_unroll(het):
        acc += xs[i]
        i += 1
        print(item)
    return i, acc


# call: lengths()
# call: shorter(1)
# call: shorter(-3)
# call: with_none([0, 1, 2, 3])
# call: with_none([5, -5, 7, 9, 11])
