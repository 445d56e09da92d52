"""A typed List of arrays of different lengths (ragged rows), appended in a loop and reduced row by row."""
import numpy as np
from numba import njit
from numba.typed import List


@njit
def ragged(n):
    rows = List()
    for i in range(1, n + 1):
        rows.append(np.arange(i) * 0.5)
    sums = np.empty(len(rows))
    for i, r in enumerate(rows):
        sums[i] = r.sum()
    return sums, len(rows[-1])

# call: ragged(5)
