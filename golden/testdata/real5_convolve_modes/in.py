"""Moving averages by np.convolve of a box kernel, trimmed by slicing to the valid and same ranges."""
import numpy as np
from numba import njit


@njit
def smooth(x, w):
    k = np.ones(w) / w
    full = np.convolve(x, k)
    valid = full[w - 1:x.shape[0]]
    start = (w - 1) // 2
    same = full[start:start + x.shape[0]]
    return valid, same, np.correlate(x, k)

# call: smooth(np.array([1.0, 3.0, 2.0, 5.0, 4.0, 6.0, 8.0]), 3)
