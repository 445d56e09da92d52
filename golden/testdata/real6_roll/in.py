"""Real code: moving-window reductions as numbagg and bottleneck write them: a NaN-skipping
moving mean with min_count over the last axis through @guvectorize, an exponentially
weighted mean with alpha and NaN handling, and a forward fill."""
import numpy as np
from numba import guvectorize, njit, float64, int64


@guvectorize([(float64[:], int64, int64, float64[:])], "(n),(),()->(n)", nopython=True)
def move_mean(a, window, min_count, out):
    asum = 0.0
    count = 0
    for i in range(min(window, len(a))):
        ai = a[i]
        if not np.isnan(ai):
            asum += ai
            count += 1
        out[i] = asum / count if count >= min_count else np.nan
    for i in range(window, len(a)):
        ai = a[i]
        aold = a[i - window]
        if not np.isnan(ai):
            asum += ai
            count += 1
        if not np.isnan(aold):
            asum -= aold
            count -= 1
        out[i] = asum / count if count >= min_count else np.nan


@njit
def ewm_nanmean(a, alpha):
    out = np.empty_like(a)
    weight = 0.0
    total = 0.0
    decay = 1.0 - alpha
    for i in range(a.shape[-1]):
        v = a[i]
        weight *= decay
        total *= decay
        if not np.isnan(v):
            weight += 1.0
            total += v
        out[i] = total / weight if weight > 0 else np.nan
    return out


@njit
def ffill(a, limit):
    out = a.copy()
    last = np.nan
    run_len = 0
    for i in range(len(a)):
        if np.isnan(a[i]):
            run_len += 1
            if run_len <= limit:
                out[i] = last
        else:
            last = a[i]
            run_len = 0
    return out


@njit
def run(a):
    return ewm_nanmean(a, 0.5), ffill(a, 1)


# call: run(np.array([1.0, np.nan, 3.0, 4.0, np.nan, np.nan, 7.0, 8.0]))
# call: move_mean(np.array([1.0, np.nan, 3.0, 4.0, np.nan, np.nan, 7.0, 8.0]), 3, 2)
# call: move_mean(np.array([[1.0, 2.0, np.nan, 4.0], [np.nan, np.nan, 1.0, 1.0]]), 2, 1)
