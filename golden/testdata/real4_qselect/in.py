"""Recursive quickselect median (Hoare partition) on a copy, and a median filter using it."""
import numpy as np
from numba import njit


@njit
def partition(a, lo, hi):
    pivot = a[(lo + hi) // 2]
    i, j = lo, hi
    while i <= j:
        while a[i] < pivot:
            i += 1
        while a[j] > pivot:
            j -= 1
        if i <= j:
            a[i], a[j] = a[j], a[i]
            i += 1
            j -= 1
    return i, j


@njit
def select(a, lo, hi, k):
    if lo >= hi:
        return a[k]
    i, j = partition(a, lo, hi)
    if k <= j:
        return select(a, lo, j, k)
    if k >= i:
        return select(a, i, hi, k)
    return a[k]


@njit
def median(x):
    a = x.copy()
    n = a.shape[0]
    if n % 2 == 1:
        return select(a, 0, n - 1, n // 2)
    return 0.5 * (select(a, 0, n - 1, n // 2 - 1) + select(a, 0, n - 1, n // 2))


@njit
def medfilt(x, k):
    h = k // 2
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        lo = max(0, i - h)
        hi = min(x.shape[0], i + h + 1)
        out[i] = median(x[lo:hi])
    return out

# call: median(np.array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0]))
# call: medfilt(np.array([1.0, 8.0, 2.0, 2.0, 9.0, 3.0, 3.0, 1.0, 0.0]), 3)
