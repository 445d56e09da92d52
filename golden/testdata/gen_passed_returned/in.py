"""Generators passed to and returned from compiled functions (Numba: generator objects can be
passed around): a callee that loops over a generator, one that takes its first value and
leaves the rest to the caller, a function that returns a generator (made there or given to
it), a generator that consumes an iterator it is given, and a helper called with generators
of two item types."""
from numba import njit


@njit
def count(n):
    for i in range(n):
        yield i


@njit
def scaled(n, k):
    for i in range(n):
        yield i * k


@njit
def total(g):
    s = 0
    for v in g:
        s += v
    return s


@njit
def take_first(g):
    return next(g)


@njit
def make(n):
    return count(n)


@njit
def skip_one(g):
    next(g)
    return g


@njit
def doubled(it):
    for v in it:
        yield 2 * v


@njit
def f(n):
    return total(count(n))


@njit
def first_then_rest(n):
    g = count(n)
    a = take_first(g)
    return a, total(g)


@njit
def returned(n):
    g = make(n)
    a = next(g)
    return a, list(g)


@njit
def skipped(n):
    return list(skip_one(count(n)))


@njit
def chained(n):
    g = count(n)
    next(g)
    return list(doubled(g))


@njit
def two_types(n):
    return total(count(n)), total(scaled(n, 0.5))


# call: f(3)
# call: f(0)
# call: first_then_rest(5)
# call: first_then_rest(0)
# call: returned(4)
# call: skipped(4)
# call: chained(5)
# call: two_types(4)
