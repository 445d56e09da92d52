"""Counting inversions by recursive merge sort on arrays, returning the sorted copy and the count."""
import numpy as np
from numba import njit


@njit
def sort_count(a):
    n = a.shape[0]
    if n <= 1:
        return a.copy(), 0
    m = n // 2
    left, cl = sort_count(a[:m])
    right, cr = sort_count(a[m:])
    out = np.empty_like(a)
    i = j = k = 0
    inv = cl + cr
    while i < left.shape[0] and j < right.shape[0]:
        if left[i] <= right[j]:
            out[k] = left[i]
            i += 1
        else:
            out[k] = right[j]
            inv += left.shape[0] - i
            j += 1
        k += 1
    out[k:k + left.shape[0] - i] = left[i:]
    k += left.shape[0] - i
    out[k:] = right[j:]
    return out, inv

# call: sort_count(np.array([8, 4, 2, 1]))
# call: sort_count(np.array([1.5, 3.0, 2.0, 2.0, 0.5, 7.0]))
