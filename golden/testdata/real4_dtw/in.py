"""Dynamic time warping distance with a band and an np.full cost matrix."""
import numpy as np
from numba import njit


@njit(cache=True)
def dtw(a, b, window):
    n, m = len(a), len(b)
    w = max(window, abs(n - m))
    D = np.full((n + 1, m + 1), np.inf)
    D[0, 0] = 0.0
    for i in range(1, n + 1):
        lo = max(1, i - w)
        hi = min(m, i + w)
        for j in range(lo, hi + 1):
            cost = (a[i - 1] - b[j - 1]) ** 2
            D[i, j] = cost + min(D[i - 1, j], D[i, j - 1], D[i - 1, j - 1])
    return np.sqrt(D[n, m])

# call: dtw(np.sin(np.linspace(0, 6, 40)), np.sin(np.linspace(0.3, 6.3, 35)), 5)
# call: dtw(np.array([1.0, 2.0, 3.0]), np.array([1.0, 2.0, 2.0, 3.0]), 0)
