# np.ndindex and np.ndenumerate objects held as values, as Numba's iterators: stepped with
# next(), stored then looped over (the loop takes what next() left), collected with list(),
# zipped and enumerated, and passed to another function. The shape and the array are read
# where the object is made.
import numpy as np
from numba import njit


@njit
def stepped(n, m):
    it = np.ndindex(n, m)
    first = next(it)
    second = next(it)
    rest = 0
    for i, j in it:
        rest += i * 10 + j
    return first, second, rest


@njit
def collect(a):
    return list(np.ndindex(a.shape)), list(np.ndenumerate(a))


@njit
def zipped(a):
    out = 0.0
    for k, (idx, (idx2, v)) in enumerate(zip(np.ndindex(a.shape), np.ndenumerate(a))):
        out += k * v + idx[0] - idx2[-1]
    return out


@njit
def total(it):
    s = 0.0
    for idx, v in it:
        s += v * (idx[0] + 1)
    return s


@njit
def passed(a):
    e = np.ndenumerate(a)
    a[0, 0] = 100.0  # the iterator reads the array as it steps
    return total(e)


@njit
def exhausted(n):
    it = np.ndindex(n)
    for _ in range(n + 1):
        next(it)
    return 0


@njit
def empty():
    return list(np.ndindex(())), list(np.ndindex(2, 0))


# call: stepped(3, 4)
# call: collect(np.arange(6.0).reshape(2, 3))
# call: collect(np.arange(3))
# call: zipped(np.arange(6.0).reshape(3, 2))
# call: passed(np.arange(6.0).reshape(2, 3))
# call: exhausted(2)
# call: empty()
