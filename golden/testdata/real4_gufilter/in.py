"""A @guvectorize moving average over the last axis of a 2-d array, with a scalar window argument."""
import numpy as np
from numba import guvectorize


@guvectorize(["void(float64[:], int64, float64[:])"], "(n),()->(n)")
def move_mean(a, window, out):
    asum = 0.0
    count = 0
    for i in range(window):
        asum += a[i]
        count += 1
        out[i] = asum / count
    for i in range(window, len(a)):
        asum += a[i] - a[i - window]
        out[i] = asum / count

# call: move_mean(np.arange(20.0).reshape(2, 10), 3)
# call: move_mean(np.array([1.0, 4.0, 2.0, 8.0, 5.0]), 2)
