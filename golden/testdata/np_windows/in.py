"""Window functions (bartlett, blackman, hamming, hanning, kaiser), np.logspace with three
arguments and np.sinc on numbers and arrays."""
import numpy as np
from numba import njit


@njit
def windows(m):
    return np.bartlett(m), np.blackman(m), np.hamming(m), np.hanning(m)


@njit
def kaisers(m, beta):
    return np.kaiser(m, beta)


@njit
def logspaces(a, b, n):
    return np.logspace(a, b), np.logspace(a, b, n)


@njit
def sincs(x, v):
    return np.sinc(x), np.sinc(0.0), np.sinc(v)

# call: windows(7)
# call: windows(6)
# call: windows(1)
# call: windows(0)
# call: windows(-3)
# call: kaisers(8, 14.0)
# call: kaisers(5, 3)
# call: kaisers(1, 2.0)
# call: kaisers(12, 0.5)
# call: logspaces(0.0, 3.0, 4)
# call: logspaces(-1, 2, 7)
# call: sincs(0.5, np.array([-1.5, 0.0, 0.25, 3.0]))
# call: sincs(2.0, np.array([0.1, 0.2], dtype=np.float32))
