"""collections.namedtuple at module level: construction with positional and keyword arguments, attributes, constant and variable indexing, len, unpacking, iteration, namedtuples as arguments and results."""
import collections
from collections import namedtuple

from numba import njit

Vec = collections.namedtuple("Vec", ["x", "y"])
Span = namedtuple("Span", "lo, hi, step")


@njit
def length(v):
    return (v.x * v.x + v.y * v.y) ** 0.5


@njit
def build(a, b):
    return Vec(a, b)


@njit
def build_kw(a, b):
    return Vec(y=b * 2.0, x=a)


@njit
def scaled(v, k):
    return Vec(v.x * k, v.y * k)


@njit
def fields(v):
    first, second = v
    return v[0], v[-1], v[1] - first + second, len(v)


@njit
def pick(v, i):
    return v[i]


@njit
def total(v):
    s = 0.0
    for c in v:
        s += c
    return s


@njit
def span_len(lo, hi):
    s = Span(lo, hi, 2)
    n = 0
    for _ in range(s.lo, s.hi, s.step):
        n += 1
    return n, s


@njit
def add(a, b):
    return Vec(a.x + b.x, a.y + b.y)


@njit
def chain(n):
    v = build(1.0, 0.5)
    for _ in range(n):
        v = add(v, scaled(v, 0.5))
    return v, length(v)

# call: length(Vec(3.0, 4.0))
# call: build(1.5, 2)
# call: build(1, 2)
# call: build_kw(1.5, 2.5)
# call: scaled(Vec(1.0, -2.0), 3.0)
# call: fields(Vec(2.0, 5.0))
# call: fields(Vec(7, 1.5))
# call: pick(Vec(2.0, 5.0), 1)
# call: pick(Vec(2.0, 5.0), -2)
# call: pick(Vec(2.0, 5.0), 2)
# call: total(Vec(2.5, 5.0))
# call: span_len(0, 10)
# call: chain(3)
