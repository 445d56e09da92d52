"""map() and filter() with lambdas and module functions, as Numba's iterators: consumed by
list(), sorted(), for loops and enumerate(), chained, over arrays, lists, ranges and
generators, map over two iterables (stopping with the shorter), filter(None, xs) and filters
on numbers' truth."""
import numpy as np
from numba import njit


@njit
def sq(x):
    return x * x


@njit
def evens(n):
    for i in range(n):
        if i % 2 == 0:
            yield i


@njit
def basics(a):
    return list(map(lambda x: x * 2, a)), list(filter(lambda x: x > 1, a)), list(map(sq, a))


@njit
def sources(n):
    l = [3, 1, 2]
    return (list(map(lambda x: x * 0.5, range(n))), sorted(map(sq, l)), list(filter(lambda x: x % 3, range(n))),
            list(map(lambda x: x + 100, evens(n))))


@njit
def loops(a):
    s = 0.0
    for v in map(lambda x: x * 2.0, a):
        s += v
    out = []
    for i, v in enumerate(filter(lambda x: x - 1.0, a)):
        out.append(i * v)
    return s, out


@njit
def chained(a, b):
    return list(map(lambda x: x * 2, filter(lambda x: x > 0, a))), list(map(lambda x, y: x * y, a, b))


@njit
def truth(a):
    return list(filter(None, a)), list(map(lambda x: x > 0, a))


@njit
def zipped(a):
    s = 0.0
    for x, y in zip(a, map(lambda v: v * 10.0, a)):
        s += x * y
    t = (1, 2, 3)
    return s, list(map(lambda v: -v, t))


# call: zipped(np.array([1.0, 2.0, 0.5]))
# call: basics(np.array([3, -1, 2]))
# call: sources(7)
# call: loops(np.array([3.0, 1.0, 2.0]))
# call: chained(np.array([3, -1, 2, 5]), np.array([1, 2, 3]))
# call: truth(np.array([0.0, 1.5, -2.0, 0.0]))
