"""Module-level array constants with infinities and NaNs among their elements (np.inf,
-np.inf, np.nan, float('nan'), a module constant INF), which Numba freezes as they are: 1-d
and 2-d, float32 by dtype=, and reshaped or sliced like other array constants."""
import numpy as np
from numba import njit

INF = float('inf')
EDGES = np.array([-np.inf, -1.0, 0.0, 1.0, np.inf])
TABLE = np.array([[1.0, np.nan], [-INF, 2.5]])
SMALL = np.array([np.inf, 0.5, float('nan')], dtype=np.float32)
GRID = np.array([np.nan, 1.0, 2.0, np.inf, -np.inf, 3.0]).reshape((2, 3))
EVERY = EDGES[::2]


@njit
def bucket(x):
    return np.searchsorted(EDGES, x), EDGES[0], EDGES[-1]


@njit
def table(i, j):
    return TABLE[i, j], np.isnan(TABLE), TABLE.sum()


@njit
def small():
    return SMALL, SMALL.itemsize, np.isinf(SMALL)


@njit
def grid(k):
    return GRID[:, k], np.isfinite(GRID).sum(), EVERY


# call: bucket(0.5)
# call: bucket(-5.0)
# call: bucket(1e308)
# call: table(0, 1)
# call: table(1, 0)
# call: small()
# call: grid(0)
# call: grid(2)
