"""sys.maxsize, which Numba freezes as an int64 constant: as a sentinel for a running minimum,
in arithmetic and with `from sys import maxsize`."""
import sys
from sys import maxsize

from numba import njit


@njit
def min_or_sentinel(a, k):
    best = sys.maxsize
    for x in a:
        if x > k and x < best:
            best = x
    return best, best == maxsize


@njit
def limits():
    return sys.maxsize, -sys.maxsize - 1, maxsize // 2

# call: min_or_sentinel(np.array([5, 3, 9, 1]), 2)
# call: min_or_sentinel(np.array([5, 3, 9, 1]), 9)
# call: limits()
