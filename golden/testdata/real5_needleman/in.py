"""Needleman-Wunsch global alignment of two strings with a score table and traceback into strings."""
import numpy as np
from numba import njit


@njit
def align(a, b, match=1, mismatch=-1, gap=-2):
    n, m = len(a), len(b)
    F = np.zeros((n + 1, m + 1), dtype=np.int64)
    for i in range(n + 1):
        F[i, 0] = i * gap
    for j in range(m + 1):
        F[0, j] = j * gap
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            s = match if a[i - 1] == b[j - 1] else mismatch
            F[i, j] = max(F[i - 1, j - 1] + s, F[i - 1, j] + gap, F[i, j - 1] + gap)
    ra = ''
    rb = ''
    i, j = n, m
    while i > 0 or j > 0:
        if i > 0 and j > 0 and F[i, j] == F[i - 1, j - 1] + (match if a[i - 1] == b[j - 1] else mismatch):
            ra = a[i - 1] + ra
            rb = b[j - 1] + rb
            i -= 1
            j -= 1
        elif i > 0 and F[i, j] == F[i - 1, j] + gap:
            ra = a[i - 1] + ra
            rb = '-' + rb
            i -= 1
        else:
            ra = '-' + ra
            rb = b[j - 1] + rb
            j -= 1
    return F[n, m], ra, rb

# call: align('GATTACA', 'GCATGCU')
# call: align('kitten', 'sitting', 2, -1, -1)
