"""Run-length encoding into a list of (value, count) tuples, and decoding back."""
import numpy as np
from numba import njit


@njit
def encode(a):
    out = []
    if a.size == 0:
        return out
    cur = a[0]
    cnt = 1
    for x in a[1:]:
        if x == cur:
            cnt += 1
        else:
            out.append((cur, cnt))
            cur = x
            cnt = 1
    out.append((cur, cnt))
    return out


@njit
def roundtrip(a):
    runs = encode(a)
    total = 0
    for v, c in runs:
        total += c
    res = np.empty(total, dtype=a.dtype)
    k = 0
    for v, c in runs:
        res[k:k + c] = v
        k += c
    return len(runs), np.array_equal(res, a), res

# call: encode(np.array([1, 1, 2, 2, 2, 3, 1, 1]))
# call: roundtrip(np.array([5, 5, 5, 0, 0, 7]))
# call: roundtrip(np.array([1.5, 1.5, 2.0]))
