"""Iterators (stored generators and iter() of containers) given to the consumers of
generators: sorted(), min(), max(), enumerate() and zip() in a loop header (first position:
zip takes the iterator's value before it finds range exhausted, as Python's does), map() over one; a generator whose body pulls an iterator of its own and one
stopped by its consumer's break while it holds another."""
from numba import njit


@njit
def countdown(n):
    while n > 0:
        yield n
        n -= 1


@njit
def through(xs):
    it = iter(xs)
    next(it)
    for v in it:
        yield v * 10


@njit
def inner_pull(n):
    g = countdown(n)
    for v in g:
        if v % 2 == 0:
            yield v


@njit
def consumers(n):
    g = countdown(n)
    next(g)
    a = sorted(g)
    it = iter([3.5, 1.5, 2.5])
    return a, min(iter([4, 2, 8])), max(iter(range(n))), max(countdown(n)), sorted(it)


@njit
def enum_zip(n):
    s = 0
    g = countdown(n)
    for i, v in enumerate(g):
        s += i * v
    it = iter([1, 2, 3, 4])
    next(it)
    for a, b in zip(it, range(10, 20)):
        s += a * b
    g2 = countdown(n + 2)
    for a, b in zip(g2, range(3)):
        s += a + b
    return s, list(g2)


@njit
def mapped(n):
    g = countdown(n)
    next(g)
    return list(map(lambda x: x * x, g))


@njit
def nested(xs, n):
    out = list(through(xs))
    for v in inner_pull(n):
        out.append(v)
        if v < 5:
            break
    return out


# call: consumers(5)
# call: enum_zip(4)
# call: mapped(4)
# call: nested([1, 2, 3], 8)
