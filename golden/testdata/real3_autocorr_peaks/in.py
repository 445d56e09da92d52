"""Autocorrelation by direct summation (biased, normalised), pitch estimation from the first
autocorrelation peak after the first zero crossing, and simple peak detection with a height
threshold and a minimum distance between peaks."""
import numpy as np
from numba import njit


@njit
def autocorr(x, max_lag):
    n = x.shape[0]
    x = x - x.mean()
    r = np.zeros(max_lag + 1)
    for lag in range(max_lag + 1):
        s = 0.0
        for i in range(n - lag):
            s += x[i] * x[i + lag]
        r[lag] = s
    if r[0] > 0.0:
        r = r / r[0]
    return r


@njit
def find_peaks(x, height, distance):
    n = x.shape[0]
    is_peak = np.zeros(n, dtype=np.bool_)
    for i in range(1, n - 1):
        if x[i] > x[i - 1] and x[i] >= x[i + 1] and x[i] >= height:
            is_peak[i] = True
    idx = np.where(is_peak)[0]
    # enforce the minimum distance, keeping the higher peak
    keep = np.ones(idx.shape[0], dtype=np.bool_)
    order = np.argsort(-x[idx])
    for a in range(order.shape[0]):
        i = order[a]
        if not keep[i]:
            continue
        for j in range(idx.shape[0]):
            if j != i and keep[j] and abs(idx[j] - idx[i]) < distance:
                keep[j] = False
    return idx[keep]


@njit
def estimate_period(x, max_lag):
    r = autocorr(x, max_lag)
    lag = 1
    while lag <= max_lag and r[lag] > 0.0:
        lag += 1
    if lag > max_lag:
        return -1, 0.0
    best = lag + np.argmax(r[lag:])
    return best, r[best]

# call: autocorr(np.array([1.0, 2.0, 3.0, 2.0, 1.0, 2.0, 3.0, 2.0]), 4)
# call: find_peaks(np.array([0.0, 1.0, 0.5, 2.0, 0.1, 0.3, 1.5, 1.4, 0.0, 3.0, 0.0]), 0.4, 3)
# call: estimate_period(np.sin(2.0 * np.pi * np.arange(48.0) / 12.0) + 0.2 * np.cos(np.arange(48.0)), 20)
# call: estimate_period(np.ones(6), 3)
