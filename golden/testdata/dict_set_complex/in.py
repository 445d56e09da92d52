import numpy as np
from numba import njit


@njit
def set_sum(s):
    r = 0j
    for v in s:
        r += v
    return r


@njit
def set_build(x):
    s = {x, x * 2, x, complex(0.0, -1.0), 1.5 + 0j}
    s.add(x * 3)
    s.discard(x * 2)
    out = []
    for v in s:
        out.append(v)
    return len(s), x in s, (x * 2) in s, out


@njit
def dict_keys(x):
    d = {x: 1.0, x * 2: 2.0}
    d[complex(0.0, 0.0)] = 3.0
    d[x] += 10.0
    ks = []
    for k in d:
        ks.append(k)
    return d[x], d.get(x * 5, -1.0), len(d), ks


@njit
def from_array(a):
    s = set(a)
    return len(s), sorted([v.real for v in s])


@njit
def tuple_keys(a):
    d = {}
    for i in range(a.size):
        d[(i % 3, a[i])] = i
    return len(d), d[(0, a[0])]


# call: set_sum({complex(1.0, 1.0), complex(0.0, 2.0), complex(3.0, 0.0)})
# call: set_build(complex(1.0, 2.0))
# call: dict_keys(complex(1.0, 2.0))
# call: from_array(np.array([complex(1.0, 2.0), complex(1.0, 2.0), complex(-3.0, 0.5), complex(0.0, 0.0)]))
# call: tuple_keys(np.array([complex(1.0, 2.0), complex(2.0, 0.0), complex(1.0, 2.0), complex(1.0, 2.0)]))
