"""Rolling z-score of a price series with a fixed window (running sums, O(n)), a naive slice-based
version to check it, and a mean-reversion signal with entry/exit thresholds."""
import math
import numpy as np
from numba import njit


@njit
def rolling_zscore(x, window):
    n = x.shape[0]
    z = np.full(n, np.nan)
    s = 0.0
    s2 = 0.0
    for i in range(n):
        s += x[i]
        s2 += x[i] * x[i]
        if i >= window:
            s -= x[i - window]
            s2 -= x[i - window] * x[i - window]
        if i >= window - 1:
            mean = s / window
            var = s2 / window - mean * mean
            if var > 1e-12:
                z[i] = (x[i] - mean) / math.sqrt(var)
            else:
                z[i] = 0.0
    return z


@njit
def rolling_zscore_slices(x, window):
    n = len(x)
    z = np.full(n, np.nan)
    for i in range(window - 1, n):
        w = x[i - window + 1:i + 1]
        sd = w.std()
        z[i] = (x[i] - w.mean()) / sd if sd > 1e-6 else 0.0
    return z


@njit
def signal(x, window, entry, exit_):
    z = rolling_zscore(x, window)
    pos = np.zeros(len(x), dtype=np.int8)
    cur = 0
    for i in range(len(x)):
        zi = z[i]
        if np.isnan(zi):
            continue
        if cur == 0:
            if zi > entry:
                cur = -1
            elif zi < -entry:
                cur = 1
        elif cur == 1 and zi > -exit_:
            cur = 0
        elif cur == -1 and zi < exit_:
            cur = 0
        pos[i] = cur
    rets = np.diff(x) / x[:-1]
    pnl = np.cumsum(pos[:-1] * rets)
    return pos, pnl

# call: rolling_zscore(np.array([1.0, 2.0, 3.0, 2.0, 1.0, 5.0, 4.0, 4.0, 4.0, 4.0]), 3)
# call: rolling_zscore_slices(np.array([1.0, 2.0, 3.0, 2.0, 1.0, 5.0, 4.0, 4.0, 4.0, 4.0]), 3)
# call: signal(100.0 + np.sin(np.arange(30.0) * 0.5) * 3.0 + np.arange(30.0) * 0.1, 5, 1.0, 0.2)
