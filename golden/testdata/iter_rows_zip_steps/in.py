"""iter() of a 2-D array gives its rows (views), and a for loop over zip() or enumerate() whose
sequences include an iterator after the first place, or nested in another enumerate or zip,
takes one item of each sequence per step, as Python's zip does: the items the loop did not
take stay in the iterator (zip stops at the first sequence that has no item, before it asks
the next one)."""
import numpy as np
from numba import njit


@njit
def gen(n):
    for i in range(n):
        yield i * 2


@njit
def rows(a):
    it = iter(a)
    r = next(it)
    s = 0.0
    for row in it:
        s += row.sum()
    r[0] = -1.0
    return r, s, a[0, 0]


@njit
def rows_3d(a):
    it = iter(a)
    next(it)
    m = next(it)
    return m.shape, m[1, 0], list(it)[0][0, 1]


@njit
def zip_later(n):
    it = iter(range(n))
    s = 0
    for a, b in zip(range(3), it):
        s += a * b
    return s, list(it)


@njit
def zip_gen_later(n):
    s = 0
    g = gen(n)
    for a, b in zip(range(3), g):
        s += a * b
    return s, next(g)


@njit
def zip_three(xs):
    it = iter(xs)
    out = []
    for a, b, c in zip(it, [10.0, 20.0, 30.0], it):
        out.append(a + b + c)
    else:
        out.append(-1.0)
    return out, list(it)


@njit
def enum_iter(n):
    it = iter(range(n))
    next(it)
    s = 0
    for i, v in enumerate(it, 1):
        s += i * v
    return s


@njit
def zip_nested(n):
    it = iter(range(n))
    s = 0
    for a, b in zip(enumerate(it), range(3)):
        s += a[1] * b + a[0]
    return s, list(it)


@njit
def zip_nested_unpack(n):
    it = iter(range(10, 10 + n))
    out = []
    for x, (k, v) in zip(range(2), enumerate(it)):
        if x > 5:
            break
        out.append(x + k + v)
    return out, next(it)


# call: rows(np.arange(6.0).reshape(3, 2))
# call: rows_3d(np.arange(12.0).reshape(3, 2, 2))
# call: zip_later(5)
# call: zip_later(2)
# call: zip_gen_later(5)
# call: zip_three(np.arange(5.0))
# call: zip_three(np.arange(8.0))
# call: enum_iter(5)
# call: zip_nested(5)
# call: zip_nested(2)
# call: zip_nested_unpack(4)
