"""Dicts keyed by tuples and by floats, values that are tuples, strings as values, sorted(d)."""
from numba import njit


@njit
def grid_counts(n):
    d = {(0, 0): 0}
    for i in range(n):
        for j in range(n):
            key = (i % 2, j % 3)
            d[key] = d.get(key, 0) + i + j
    return sorted(d.items()), (1, 2) in d, (5, 5) in d


@njit
def float_keys():
    d = {0.5: "half", 0.25: "quarter"}
    d[1.0] = "one"
    d[2] = "two"
    out = []
    for k in sorted(d):
        out.append(d[k])
    return out, d[1], 2.0 in d


@njit
def tuple_values(n):
    d = {"a": (0, 0.0)}
    for i in range(n):
        k = "a" if i % 2 == 0 else "b"
        c, s = d.get(k, (0, 0.0))
        d[k] = (c + 1, s + i * 0.5)
    return list(d.items())

# call: grid_counts(4)
# call: float_keys()
# call: tuple_values(5)
