"""Recursion on array slices with eager signatures: a divide-and-conquer sum over halves (A-layout
slices), a merge sort returning new arrays, and an in-place recursive reversal that swaps the ends of shrinking views."""
# sig: rsum(float64[:])
# sig: msort(float64[:])
# sig: rreverse(float64[:])
import numpy as np


def rsum(a):
    n = a.shape[0]
    if n == 0:
        return 0.0
    if n == 1:
        return a[0]
    h = n // 2
    return rsum(a[:h]) + rsum(a[h:])


def msort(a):
    n = a.size
    if n <= 1:
        return a.copy()
    l = msort(a[:n // 2])
    r = msort(a[n // 2:])
    out = np.empty(n)
    i = j = k = 0
    while i < l.size and j < r.size:
        if l[i] <= r[j]:
            out[k] = l[i]
            i += 1
        else:
            out[k] = r[j]
            j += 1
        k += 1
    out[k:k + l.size - i] = l[i:]
    out[k + l.size - i:] = r[j:]
    return out


def rreverse(a):
    if a.shape[0] < 2:
        return
    t = a[0]
    a[0] = a[-1]
    a[-1] = t
    rreverse(a[1:-1])

# call: rsum(np.arange(10.0))
# call: rsum(np.arange(12.0)[::3])
# call: msort(np.array([5.0, -1.0, 3.0, 3.0, 0.5, 9.0, 2.0])[::-1])
# call: rreverse(np.arange(7.0))
# call: rsum(np.zeros(0))
