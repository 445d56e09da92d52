"""np.correlate in its default 'valid' mode: a window shorter or longer than the signal, equal
lengths, integer and mixed dtypes, and the ValueError of an empty operand."""
import numpy as np
from numba import njit


@njit
def corr(a, v):
    return np.correlate(a, v)


@njit
def corr_conv(a, v):
    return np.correlate(a, v) - np.convolve(a, v[::-1])[v.size - 1:a.size]

# call: corr(np.array([1.0, 2.0, 3.0, 4.0, 5.0]), np.array([0.5, 1.0]))
# call: corr(np.array([0.5, 1.0]), np.array([1.0, 2.0, 3.0, 4.0, 5.0]))
# call: corr(np.array([1.0, -2.0, 3.0]), np.array([4.0, 0.25, -1.0]))
# call: corr(np.array([1, 2, 3, 4]), np.array([1, 0, -1]))
# call: corr(np.array([1, 2, 3, 4]), np.array([0.5, 1.5]))
# call: corr(np.array([3.0]), np.array([2.0]))
# call: corr(np.zeros(0), np.array([2.0]))
# call: corr(np.array([2.0]), np.zeros(0))
# call: corr_conv(np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0]), np.array([1.0, 2.0, 4.0]))
