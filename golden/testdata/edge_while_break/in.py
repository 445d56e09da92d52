"""While loops over arrays with break: searching for the first element past a threshold, a
two-pointer merge with a break, and a while-else when nothing is found."""
import numpy as np
from numba import njit


@njit
def first_cumsum_over(a, t):
    i = 0
    s = 0.0
    while i < a.size:
        s += a[i]
        if s > t:
            break
        i += 1
    return i, s


@njit
def merge_until(a, b, k):
    out = np.zeros(a.size + b.size)
    i = 0
    j = 0
    n = 0
    while True:
        if n >= k:
            break
        if i < a.size and (j >= b.size or a[i] <= b[j]):
            out[n] = a[i]
            i += 1
        elif j < b.size:
            out[n] = b[j]
            j += 1
        else:
            break
        n += 1
    return out[:n]


@njit
def find_neg(m):
    r = 0
    while r < m.shape[0]:
        c = 0
        while c < m.shape[1]:
            if m[r, c] < 0:
                break
            c += 1
        else:
            r += 1
            continue
        return r, c
    else:
        return -1, -1

# call: first_cumsum_over(np.array([1.0, 2.0, 3.0, 4.0]), 5.5)
# call: first_cumsum_over(np.array([1.0, 2.0]), 100.0)
# call: merge_until(np.array([1.0, 4.0, 6.0]), np.array([2.0, 3.0, 7.0, 9.0]), 5)
# call: merge_until(np.array([1.0]), np.array([2.0]), 10)
# call: find_neg(np.array([[1.0, 2.0], [3.0, -1.0]]))
# call: find_neg(np.ones((2, 2)))
