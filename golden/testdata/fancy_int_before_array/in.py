# An integer before an index array: NumPy counts it as a second advanced index and moves
# the axes the two select to the front; Numba 0.56 rejects it (only one advanced index
# supported), and so does pygo. An integer after the array is fine (fancy_axis_put).
import numpy as np
from numba import njit


@njit
def pick(a, idx):
    return a[0, :, idx]


# sig: pick(int64[:, :, ::1], int64[::1])
# error: unsupported-feature
