"""Container idioms: typed Dict of arrays keyed by strings, typed List.empty_list, sorted with a key, list of tuples, set operations."""
import numpy as np
from numba import njit, types
from numba.typed import Dict, List

float_array = types.float64[:]


@njit
def group_sums(keys, vals):
    d = Dict.empty(key_type=types.unicode_type, value_type=float_array)
    for i in range(len(keys)):
        k = keys[i]
        if k not in d:
            d[k] = np.zeros(2)
        d[k][0] += vals[i]
        d[k][1] += 1.0
    out = List.empty_list(types.float64)
    for k in sorted(d.keys()):
        out.append(d[k][0] / d[k][1])
    return out


@njit
def top_pairs(xs, ys, k):
    pairs = [(xs[i], ys[i]) for i in range(xs.shape[0])]
    pairs.sort(key=lambda p: p[1])
    best = sorted(pairs, key=lambda p: -p[0])[:k]
    seen = set()
    for p in pairs:
        seen.add(p[1] > 0.5)
    a = {1, 2, 3}
    b = {2, 3, 4}
    return best, pairs[0], len(seen), sorted(a & b), sorted(a | b), sorted(a - b)


# call: group_sums(["a", "b", "a", "c", "b"], np.array([1.0, 2.0, 3.0, 4.0, 5.0]))
# call: top_pairs(np.array([3.0, 1.0, 2.0]), np.array([0.9, 0.1, 0.4]), 2)
