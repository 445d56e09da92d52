"""Smith-Waterman local alignment score over integer-coded sequences, tracking the best cell."""
import numpy as np
from numba import njit


@njit
def smith_waterman(a, b, match, mismatch, gap):
    H = np.zeros((a.size + 1, b.size + 1), dtype=np.int32)
    best = 0
    bi = bj = 0
    for i in range(1, a.size + 1):
        for j in range(1, b.size + 1):
            diag = H[i - 1, j - 1] + (match if a[i - 1] == b[j - 1] else mismatch)
            h = max(0, diag, H[i - 1, j] - gap, H[i, j - 1] - gap)
            H[i, j] = h
            if h > best:
                best = h
                bi, bj = i, j
    return best, bi, bj

# call: smith_waterman(np.array([0, 1, 2, 3, 1, 2, 0, 3]), np.array([3, 1, 2, 3, 1, 0, 2]), 3, -3, 2)
# call: smith_waterman(np.array([1, 1, 1]), np.array([2, 2]), 2, -1, 1)
