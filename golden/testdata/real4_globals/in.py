"""Module-level constants: floats, ints, a tuple and a NumPy array, read inside @njit code."""
import numpy as np
from numba import njit

G = 9.81
N_STEPS = 10
WEIGHTS = (0.25, 0.5, 0.25)
TABLE = np.array([1.0, 2.0, 4.0, 8.0])


@njit
def fall(t):
    return 0.5 * G * t * t


@njit
def smooth(x):
    out = np.zeros_like(x)
    for i in range(1, x.shape[0] - 1):
        out[i] = WEIGHTS[0] * x[i - 1] + WEIGHTS[1] * x[i] + WEIGHTS[2] * x[i + 1]
    return out


@njit
def lookup(k):
    s = 0.0
    for i in range(N_STEPS):
        s += TABLE[(i + k) % TABLE.shape[0]]
    return s

# call: fall(2.0)
# call: smooth(np.array([1.0, 2.0, 4.0, 8.0, 16.0]))
# call: lookup(3)
