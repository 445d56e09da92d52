"""Module-level floats that are infinities or NaN (np.inf, -math.inf, float('nan'), float('-Infinity'), np.float64(np.inf)) and builtin conversions of constants (float(3), int(2.7), int('12'), bool(0))."""
import math
import numpy as np
from numba import njit

INF = np.inf
NEG = -math.inf
PINF = float('inf')
NAN = float('nan')
NEG2 = float('-Infinity')
F64INF = np.float64(np.inf)
THREE = float(3)
TWO = int(2.7)
TWELVE = int('12')
HALF = float(' 0.5 ')
OFF = bool(0)


@njit
def clip_inf(x):
    lo = NEG
    hi = INF
    best = INF
    for v in x:
        if lo < v < hi and v < best:
            best = v
    return best, best == PINF, NEG2 == NEG, F64INF > 1e308


@njit
def nan_fill(x):
    out = x.copy()
    for i in range(out.size):
        if out[i] < 0:
            out[i] = NAN
    return out, np.isnan(NAN), NAN != NAN


@njit
def conversions(x):
    return THREE * x, TWO + x, TWELVE, HALF, OFF


# call: clip_inf(np.array([3.0, -1.0, 2.0]))
# call: clip_inf(np.array([np.inf, -np.inf]))
# call: nan_fill(np.array([1.0, -2.0, 3.0]))
# call: conversions(2)
# call: conversions(1.5)
