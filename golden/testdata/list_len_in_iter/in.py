"""len, in and not in, iteration over lists, enumerate and zip over lists."""
from numba import njit


@njit
def member(x):
    l = [3, 1, 4, 1, 5]
    return x in l, x not in l, 2.0 in l, len(l)


@njit
def weighted(ws, xs):
    s = 0.0
    for w, x in zip(ws, xs):
        s += w * x
    best = -1
    for i, w in enumerate(ws):
        if w > 1.0:
            best = i
    return s, best


@njit
def total(l):
    t = 0
    for x in l:
        t += x
    return t

# call: member(1)
# call: member(9)
# call: weighted([0.5, 2.0, 1.5], [1.0, 2.0, 3.0, 4.0])
# call: total([1, 2, 3, 4])
