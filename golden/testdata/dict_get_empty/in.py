# oracle: cpython Numba 0.56 cannot type d.get(k, 0), k in d or len(d) on a dict that nothing has been stored in yet; pygo types the dict from its later stores
# Counting with d.get(k, 0) + 1 from an empty dict, and ids[w] = len(ids) under `if w not in ids`.
import numpy as np
from numba import njit


@njit
def counts(a):
    c = {}
    for x in a:
        c[x] = c.get(x, 0) + 1
    return sorted(c.items())


@njit
def sums(keys, vals):
    s = dict()
    for k, v in zip(keys, vals):
        s[k] = s.get(k, 0.0) + v
    return sorted(s.items())


@njit
def vocab_ids(words):
    ids = {}
    seq = np.empty(len(words), dtype=np.int64)
    for i, w in enumerate(words):
        if w not in ids:
            ids[w] = len(ids)
        seq[i] = ids[w]
    return seq, len(ids)


# call: vocab_ids(["a", "b", "a", "c", "b", "a"])
# call: counts(np.array([4, 1, 4, 2, 2, 9, 4, 2]))
# call: sums(np.array([3, 1, 3, 2, 1, 3]), np.array([0.5, 1.0, 1.5, 2.0, 2.5, 3.0]))
