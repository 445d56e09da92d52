"""next(it, default), which Numba 0.56 does not type (no overload of next with a default): the
default once a generator or an iterator is exhausted, the next value before; a default of the
items' type, and an int default for float items (typed float64, the items' and the default's
common type: called here where the items remain, as CPython would give the int itself), and a
float default for int items once the iterator is exhausted."""
# oracle: cpython Numba 0.56 has no next() overload with a default argument
from numba import njit


@njit
def evens(n):
    for i in range(n):
        yield 2 * i


@njit
def gen_default(n):
    g = evens(n)
    a = next(g, -1)
    b = next(g, -1)
    c = next(g, -1)
    return a, b, c


@njit
def list_default(xs):
    it = iter(xs)
    out = []
    for i in range(len(xs) + 2):
        out.append(next(it, -0.5))
    return out


@njit
def count_until_default(n):
    it = iter(range(n))
    k = 0
    while next(it, -1) != -1:
        k += 1
    return k


@njit
def first_or(n):
    return next(evens(n), 99)


@njit
def int_default(xs):
    it = iter(xs)
    return next(it, 0) + next(it, 0)


@njit
def float_default(n):
    return next(iter(range(n)), 0.5)


# call: gen_default(5)
# call: gen_default(2)
# call: list_default([1.5, 2.5])
# call: count_until_default(6)
# call: first_or(3)
# call: first_or(0)
# call: int_default([1.25, 2.5, 4.0])
# call: float_default(0)
