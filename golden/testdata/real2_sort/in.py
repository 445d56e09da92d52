"""Hand-written sorting on arrays: in-place quicksort with a median-of-three pivot and insertion
sort for short ranges (recursive helper with an explicit signature), a top-down mergesort with a
scratch buffer, and an argsort-by-mergesort that is stable."""
import numpy as np
from numba import njit


@njit
def insertion_sort(a, lo, hi):
    for i in range(lo + 1, hi + 1):
        key = a[i]
        j = i - 1
        while j >= lo and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key


@njit
def median_of_three(a, lo, hi):
    mid = (lo + hi) // 2
    if a[mid] < a[lo]:
        a[mid], a[lo] = a[lo], a[mid]
    if a[hi] < a[lo]:
        a[hi], a[lo] = a[lo], a[hi]
    if a[hi] < a[mid]:
        a[hi], a[mid] = a[mid], a[hi]
    return a[mid]


@njit("void(float64[:], int64, int64)")
def quicksort_rec(a, lo, hi):
    while hi - lo > 8:
        pivot = median_of_three(a, lo, hi)
        i = lo
        j = hi
        while i <= j:
            while a[i] < pivot:
                i += 1
            while a[j] > pivot:
                j -= 1
            if i <= j:
                a[i], a[j] = a[j], a[i]
                i += 1
                j -= 1
        # recurse into the smaller half, loop on the larger
        if j - lo < hi - i:
            quicksort_rec(a, lo, j)
            lo = i
        else:
            quicksort_rec(a, i, hi)
            hi = j
    insertion_sort(a, lo, hi)


@njit
def quicksort(a):
    b = a.copy()
    if b.size > 1:
        quicksort_rec(b, 0, b.size - 1)
    return b


@njit("void(int64[:], int64[:], float64[:], int64, int64)")
def merge_rec(idx, buf, keys, lo, hi):
    if hi - lo < 2:
        return
    mid = (lo + hi) // 2
    merge_rec(idx, buf, keys, lo, mid)
    merge_rec(idx, buf, keys, mid, hi)
    i, j, k = lo, mid, lo
    while i < mid and j < hi:
        if keys[idx[j]] < keys[idx[i]]:
            buf[k] = idx[j]
            j += 1
        else:
            buf[k] = idx[i]
            i += 1
        k += 1
    while i < mid:
        buf[k] = idx[i]
        i += 1
        k += 1
    while j < hi:
        buf[k] = idx[j]
        j += 1
        k += 1
    idx[lo:hi] = buf[lo:hi]


@njit
def stable_argsort(keys):
    n = keys.shape[0]
    idx = np.arange(n)
    buf = np.empty(n, dtype=np.int64)
    merge_rec(idx, buf, keys, 0, n)
    return idx


@njit
def check(a):
    q = quicksort(a)
    ok = np.all(q[1:] >= q[:-1])
    idx = stable_argsort(a)
    return ok, q, idx, np.all(a[idx] == np.sort(a))

# call: quicksort(np.array([5.0, 3.0, 9.0, 1.0, 1.0, 7.0, -2.0, 8.0, 0.5, 4.0, 6.0, 2.0, 3.0, 10.0, -1.0]))
# call: stable_argsort(np.array([3.0, 1.0, 2.0, 1.0, 3.0, 0.0, 2.0]))
# call: check(np.sin(np.arange(40.0) * 2.3) * 10.0)
# call: check(np.array([1.0]))
