"""Dicts keyed by ints: a histogram of an array, Dict.empty, d[k] += 1, iteration over keys."""
import numpy as np
from numba import njit, types
from numba.typed import Dict


@njit
def histogram(a):
    h = Dict.empty(key_type=types.int64, value_type=types.int64)
    for x in a:
        k = x % 5
        if k in h:
            h[k] += 1
        else:
            h[k] = 1
    keys = []
    total = 0
    for k in h:
        keys.append(k)
        total += h[k]
    return keys, total, sorted(h.items())


@njit
def mean_by_key(n):
    sums = {0: 0.0}
    counts = {0: 0}
    for i in range(n):
        k = i * 7 % 3
        sums[k] = sums.get(k, 0.0) + i * 0.5
        counts[k] = counts.get(k, 0) + 1
    out = []
    for k in sums:
        out.append(sums[k] / counts[k])
    return out

# call: histogram(np.arange(23))
# call: histogram(np.array([3, -4, 8, 13, 3]))
# call: mean_by_key(10)
