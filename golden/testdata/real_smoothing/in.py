"""Time-series smoothing: a moving average by cumulative sums, a centred rolling mean that ignores
NaNs, exponential smoothing, Holt's linear trend, and a per-column EWMA of a 2-d array."""
import numpy as np
from numba import njit


@njit
def moving_average(x, w):
    c = np.cumsum(np.concatenate((np.zeros(1), x)))
    return (c[w:] - c[:-w]) / w


@njit
def rolling_nanmean(x, w):
    n = x.shape[0]
    half = w // 2
    out = np.full(n, np.nan)
    for i in range(n):
        lo = max(0, i - half)
        hi = min(n, i + half + 1)
        s = 0.0
        cnt = 0
        for j in range(lo, hi):
            if np.isnan(x[j]):
                continue
            s += x[j]
            cnt += 1
        if cnt > 0:
            out[i] = s / cnt
    return out


@njit
def exp_smooth(x, alpha):
    out = np.empty_like(x)
    out[0] = x[0]
    for i in range(1, len(x)):
        out[i] = alpha * x[i] + (1 - alpha) * out[i - 1]
    return out


@njit
def compare(x, w, alpha):
    ma = moving_average(x, w)
    kernel = np.ones(w) / w
    ma_conv = np.convolve(x, kernel)[w - 1:len(x)]
    es = exp_smooth(x, alpha)
    resid = x[w - 1:] - ma
    return ma, np.abs(ma - ma_conv).max() < 1e-12, es, np.sqrt(np.mean(resid ** 2))


@njit
def holt(x, alpha, beta, horizon):
    level = x[0]
    trend = x[1] - x[0]
    for t in range(1, x.shape[0]):
        prev_level = level
        level = alpha * x[t] + (1.0 - alpha) * (level + trend)
        trend = beta * (level - prev_level) + (1.0 - beta) * trend
    forecast = level + trend * np.arange(1, horizon + 1)
    return level, trend, forecast


@njit
def ewma_columns(data, span):
    alpha = 2.0 / (span + 1.0)
    nrows, ncols = data.shape
    out = np.empty_like(data)
    out[0, :] = data[0, :]
    for i in range(1, nrows):
        out[i, :] = alpha * data[i, :] + (1.0 - alpha) * out[i - 1, :]
    return out

# call: rolling_nanmean(np.array([1.0, np.nan, 3.0, 4.0, np.nan, np.nan, np.nan, 8.0]), 3)
# call: compare(np.array([3.0, 5.0, 4.0, 6.0, 8.0, 7.5, 9.0]), 3, 0.3)
# call: holt(np.array([10.0, 12.0, 13.5, 15.2, 17.1]), 0.5, 0.3, 3)
# call: ewma_columns(np.arange(12.0).reshape(4, 3), 3)
