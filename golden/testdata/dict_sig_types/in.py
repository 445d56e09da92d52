"""Eager signatures with dict types: types.DictType(types.unicode_type, types.float64) and "DictType(int64, int64)" in a string; dicts cross the Go boundary as *kernels.Dict."""
from numba import njit, types


@njit(types.float64(types.DictType(types.unicode_type, types.float64)))
def total(d):
    s = 0.0
    for k in d:
        s += d[k]
    d["total"] = s
    return s


@njit("int64(DictType(int64, int64), int64)")
def bump(d, k):
    d[k] = d.get(k, 0) + 1
    return len(d)


@njit
def run(n):
    prices = {"a": 1.5, "b": 2.25}
    t = total(prices)
    counts = {0: 0}
    m = 0
    for i in range(n):
        m = bump(counts, i % 3)
    return t, prices["total"], list(counts.items()), m

# call: run(7)
