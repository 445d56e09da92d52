"""min and max of complex arrays (a.min(), a.max(), np.min, np.max, np.amin, np.amax) as Numba
0.56 computes them: lexicographic (real part, then imaginary part), the first of equal elements,
NaN parts not propagated; an empty array raises ValueError."""
import numpy as np
from numba import njit


@njit
def extremes(a):
    return a.min(), a.max(), np.min(a), np.max(a), np.amin(a), np.amax(a)


@njit
def extremes_t(a):
    return extremes(a.T), extremes(a[:, ::2])

# call: extremes(np.array([1 + 2j, 1 - 3j, -1 + 5j, 3 + 0j, 3 + 1j, -1 + 4j]))
# call: extremes(np.array([2 + 1j, 2 + 1j, 2 - 1j], dtype=np.complex64))
# call: extremes(np.array([1 + 1j, np.nan, 0 + 2j, -1 + 0j]))
# call: extremes(np.arange(12.0).reshape(3, 4) * (1 - 1j))
# call: extremes_t(np.array([[1 + 2j, 0 - 1j, 4 + 4j], [-2 + 9j, 0 + 7j, 4 - 4j]]))
# call: extremes(np.zeros(0, dtype=np.complex128))
