"""Longest increasing subsequence in O(n log n) with a hand-written bisect over a Python list."""
import numpy as np
from numba import njit


@njit
def bisect_left(a, x):
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


@njit
def lis(seq):
    tails = [seq[0]]
    tails.pop()
    for x in seq:
        i = bisect_left(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return len(tails), tails

# call: lis(np.array([10, 9, 2, 5, 3, 7, 101, 18]))
# call: lis(np.array([0.5, 0.1, 0.2, 0.9, 0.3, 0.4]))
