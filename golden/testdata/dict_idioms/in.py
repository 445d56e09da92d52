"""Dict idioms: literal dicts returned, dict comprehensions, set of a list, a dict filled from zip, sorted items, get with default, pop, update."""
import numpy as np
from numba import njit


@njit
def lit():
    return {'a': 1, 'b': 2}


@njit
def comps(n):
    sq = {i: i * i for i in range(n)}
    ev = set([i % 3 for i in range(n)])
    d = {}
    for k, v in zip(['x', 'y', 'z'], [1.5, 2.5, 3.5]):
        d[k] = v
    tot = 0.0
    for k, v in sorted(d.items()):
        tot += v * len(k)
    sq.update({100: -1})
    p = sq.pop(1, -7)
    return sorted(sq.items()), sorted(ev), tot, d.get('w', 0.0), p, len(sq)


# call: lit()
# call: comps(4)
# call: comps(1)
