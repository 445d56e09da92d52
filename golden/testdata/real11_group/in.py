"""Group-by and binning kernels as they appear in pandas/xarray-style numba code."""
import numpy as np
from numba import njit, types
from numba.typed import Dict, List

# call: group_sums(np.array([3, 1, 3, 2, 1, 3]), np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0]))
# call: group_means_dict(np.array([10, 20, 10, 30, 20]), np.array([1.0, 2.0, 3.0, 4.0, 6.0]))
# call: bucketize(np.array([0.1, 2.5, 3.7, 9.9, 5.0]), np.array([0.0, 2.0, 4.0, 6.0, 10.0]))
# call: rank_average(np.array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0]))
# call: split_by_key(np.array([1, 1, 2, 3, 3, 3]), np.array([0.5, 1.5, 2.5, 3.5, 4.5, 5.5]))
# call: quantiles(np.array([7.0, 1.0, 3.0, 9.0, 5.0, 2.0]))
# call: value_counts(np.array([4, 2, 4, 4, 7, 2]))
# call: stable_order(np.array([2, 1, 2, 1, 0]))
# call: cov_corr(np.array([[1.0, 2.0, 4.0, 7.0], [2.0, 1.0, 0.5, 0.1]]))


@njit
def group_sums(keys, vals):
    uniq = np.unique(keys)
    out = np.zeros(uniq.shape[0])
    pos = np.searchsorted(uniq, keys)
    for i in range(keys.shape[0]):
        out[pos[i]] += vals[i]
    return uniq, out


@njit
def group_means_dict(keys, vals):
    sums = Dict.empty(key_type=types.int64, value_type=types.float64)
    counts = Dict.empty(key_type=types.int64, value_type=types.int64)
    for k, v in zip(keys, vals):
        if k in sums:
            sums[k] += v
            counts[k] += 1
        else:
            sums[k] = v
            counts[k] = 1
    out = List()
    for k in sorted(sums.keys()):
        out.append((k, sums[k] / counts[k]))
    return out


@njit
def bucketize(x, edges):
    idx = np.digitize(x, edges)
    hist, _ = np.histogram(x, bins=edges)
    return idx, hist


@njit
def rank_average(a):
    n = a.shape[0]
    order = np.argsort(a, kind="mergesort")
    ranks = np.empty(n)
    i = 0
    while i < n:
        j = i
        while j + 1 < n and a[order[j + 1]] == a[order[i]]:
            j += 1
        r = 0.5 * (i + j) + 1.0
        for k in range(i, j + 1):
            ranks[order[k]] = r
        i = j + 1
    return ranks


@njit
def split_by_key(keys, vals):
    groups = List()
    start = 0
    for i in range(1, keys.shape[0] + 1):
        if i == keys.shape[0] or keys[i] != keys[start]:
            groups.append(vals[start:i].copy())
            start = i
    total = 0.0
    for g in groups:
        total += g.sum()
    return len(groups), total, groups[-1]


@njit
def quantiles(x):
    return (np.median(x), np.percentile(x, 25.0), np.quantile(x, 0.9),
            np.nanmean(x), np.std(x), np.var(x))


@njit
def value_counts(a):
    counts = np.bincount(a, minlength=10)
    nz = np.nonzero(counts)[0]
    return nz, counts[nz]


@njit
def stable_order(a):
    return np.argsort(a, kind="mergesort"), np.sort(a)[::-1]


@njit
def cov_corr(m):
    return np.cov(m), np.corrcoef(m[0], m[1])
