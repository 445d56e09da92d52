# Dictionaries in the shapes counting and grouping kernels use.
import numpy as np
from numba import njit


@njit
def group(keys, vals):
    sums = {}
    ns = {}
    for k, v in zip(keys, vals):
        if k in sums:
            sums[k] += v
            ns[k] += 1
        else:
            sums[k] = v
            ns[k] = 1
    out = []
    for k in sorted(sums.keys()):
        out.append((k, sums[k], ns[k]))
    return out


@njit
def ops(n):
    d = {i: i * i for i in range(n)}
    d.setdefault(100, -1)
    d.setdefault(2, -1)
    x = d.pop(3, 0) + d.pop(999, 7)
    del d[0]
    e = {5: 1}
    e.update(d)
    total = 0
    for k, v in e.items():
        total += k * v
    return len(d), x, total, d.get(4, -5), d.get(42, -5), sorted(e.values())[:3]


@njit
def invert(n):
    d = {i: 10 * i for i in range(1, n)}
    r = {}
    for k in d:
        r[d[k]] = k
    return r


@njit
def counts(a):
    c = dict()
    c[a[0]] = 0
    for x in a:
        c[x] = c.get(x, 0) + 1
    best, bestn = -1, 0
    for k, n in c.items():
        if n > bestn or (n == bestn and k < best):
            best, bestn = k, n
    return best, bestn, len(c)


# call: group(np.array([3, 1, 3, 2, 1, 3]), np.array([0.5, 1.0, 1.5, 2.0, 2.5, 3.0]))
# call: ops(6)
# call: invert(4)
# call: counts(np.array([4, 1, 4, 2, 2, 9, 4, 2]))
