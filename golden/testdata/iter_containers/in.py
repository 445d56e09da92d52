"""iter() of a list, a 1-D array, a tuple of one type, a range, a string, a set and a dict (its
keys), with next() on the iterator, a for loop that resumes it, list() of the rest, iter() of
an iterator (itself), a list iterator that sees items appended after it was made, and
StopIteration once an iterator is exhausted."""
import numpy as np
from numba import njit


@njit
def of_list(xs):
    it = iter(xs)
    a = next(it)
    b = next(it)
    return a + b, list(it)


@njit
def list_grows(n):
    xs = [1, 2]
    it = iter(xs)
    next(it)
    for i in range(n):
        xs.append(10 * i)
    s = 0
    for v in it:
        s += v
    return s


@njit
def of_array(a):
    it = iter(a)
    first = next(it)
    s = 0.0
    for v in it:
        s += v
    return first, s


@njit
def array_write(a):
    it = iter(a)
    next(it)
    a[1] = 100.0
    return next(it)


@njit
def of_tuple(n):
    it = iter((n, 2 * n, 3 * n))
    next(it)
    return next(it)


@njit
def of_range(n):
    it = iter(range(1, n, 2))
    a = next(it)
    rest = 0
    for v in it:
        rest += v
    return a, rest


@njit
def of_str(s):
    it = iter(s)
    c = next(it)
    return c + next(it), list(it)


@njit
def of_set(n):
    it = iter({n, n + 1, n + 2})
    s = 0
    for v in it:
        s += v
    return s


@njit
def of_dict(n):
    d = {}
    for i in range(n):
        d[10 * i] = i / 2
    it = iter(d)
    k = next(it)
    return k, list(it)


@njit
def iter_of_iter(xs):
    it = iter(xs)
    same = iter(it)
    next(same)
    return next(it)


@njit
def exhausted(xs):
    it = iter(xs)
    for v in it:
        pass
    return next(it)


# call: of_list([1.5, 2.5, 3.5, 4.5])
# call: list_grows(3)
# call: of_array(np.arange(5.0))
# call: array_write(np.arange(4.0))
# call: of_tuple(7)
# call: of_range(10)
# call: of_range(2)
# call: of_str("hello")
# call: of_set(4)
# call: of_dict(4)
# call: iter_of_iter([3, 4, 5])
# call: exhausted([1, 2])
# call: of_list([1.5])
