"""Dynamic programming on integer sequences: Levenshtein edit distance with a full table, a two-row
version, and the longest common subsequence with backtracking."""
import numpy as np
from numba import njit


@njit
def levenshtein(a, b):
    n = a.shape[0]
    m = b.shape[0]
    d = np.zeros((n + 1, m + 1), dtype=np.int64)
    d[:, 0] = np.arange(n + 1)
    d[0, :] = np.arange(m + 1)
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i, j] = min(d[i - 1, j] + 1, d[i, j - 1] + 1, d[i - 1, j - 1] + cost)
    return d[n, m], d


@njit
def levenshtein_two_rows(a, b):
    if len(a) < len(b):
        a, b = b, a
    prev = np.arange(len(b) + 1)
    cur = np.empty_like(prev)
    for i in range(1, len(a) + 1):
        cur[0] = i
        for j in range(1, len(b) + 1):
            ins = cur[j - 1] + 1
            dele = prev[j] + 1
            sub = prev[j - 1] + (a[i - 1] != b[j - 1])
            cur[j] = min(ins, dele, sub)
        prev, cur = cur, prev
    return prev[len(b)]


@njit
def lcs(a, b):
    n, m = len(a), len(b)
    L = np.zeros((n + 1, m + 1), dtype=np.int32)
    for i in range(n):
        for j in range(m):
            if a[i] == b[j]:
                L[i + 1, j + 1] = L[i, j] + 1
            else:
                L[i + 1, j + 1] = max(L[i, j + 1], L[i + 1, j])
    k = L[n, m]
    out = np.empty(k, dtype=a.dtype)
    i, j = n, m
    while i > 0 and j > 0:
        if a[i - 1] == b[j - 1]:
            k -= 1
            out[k] = a[i - 1]
            i -= 1
            j -= 1
        elif L[i - 1, j] >= L[i, j - 1]:
            i -= 1
        else:
            j -= 1
    return out

# call: levenshtein(np.array([1, 2, 3, 4, 5]), np.array([1, 3, 4, 6]))
# call: levenshtein(np.array([7, 7]), np.array([], dtype=np.int64))
# call: levenshtein_two_rows(np.array([3, 1, 4, 1, 5, 9], dtype=np.int32), np.array([3, 1, 5, 9, 2], dtype=np.int32))
# call: lcs(np.array([1, 2, 3, 2, 4, 1, 2]), np.array([2, 4, 3, 1, 2, 1]))
