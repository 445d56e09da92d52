"""Unpacking lists and sets: the items in order (a set's iteration order, Numba's), and a
ValueError when the count differs."""
from numba import njit

# call: pair_sum(3)
# call: split_kv("alpha=beta")
# call: split_kv("a=b=c")
# call: set_pair(4)
# call: set_pair(-1)
# call: list_triple([1.5, 2.5, 4.0])
# call: list_triple([1.5])
# call: dict_keys(4)


@njit
def pair_sum(n):
    a, b = {n, n * 10}
    return a + b


@njit
def split_kv(s):
    k, v = s.split("=")
    return v + ":" + k


@njit
def set_pair(n):
    s = {n, 7}
    x, y = s
    return x * 100 + y


@njit
def list_triple(xs):
    a, b, c = xs
    return a * b - c


@njit
def dict_keys(n):
    d = {n: 1.5, n + 1: 2.5}
    a, b = d
    return a * 10 + b
