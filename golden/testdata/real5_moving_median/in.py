"""Moving median and median absolute deviation over windows with np.median of slices."""
import numpy as np
from numba import njit


@njit
def moving_mad(x, w):
    n = x.shape[0] - w + 1
    med = np.empty(n)
    mad = np.empty(n)
    for i in range(n):
        win = x[i:i + w]
        m = np.median(win)
        med[i] = m
        mad[i] = np.median(np.abs(win - m))
    return med, mad

# call: moving_mad(np.array([1.0, 5.0, 2.0, 8.0, 7.0, 3.0, 9.0, 4.0]), 3)
# call: moving_mad(np.array([3, 1, 4, 1, 5, 9, 2, 6]), 4)
