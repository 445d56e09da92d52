# oracle: cpython Numba 0.56 cannot type a loop over an empty *args tuple (pygo runs it zero times)
# A loop over *args given no values: the loop runs zero times.
from numba import njit


@njit
def total(*xs):
    s = 0.0
    for x in xs:
        s += x
    return s, len(xs)


@njit
def maxof(first, *others):
    m = first
    for o in others:
        if o > m:
            m = o
    return m


# call: total()
# call: total(1.5, 2.0)
# call: maxof(3)
# call: maxof(3, 7, 5)
