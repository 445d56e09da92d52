"""Real-style finance kernels: EWMA, rolling stats, drawdown, returns, VWAP, simple backtest."""
import numpy as np
from numba import njit, prange


@njit
def ewma(x, alpha):
    out = np.empty_like(x)
    s = x[0]
    out[0] = s
    for i in range(1, x.size):
        s = alpha * x[i] + (1.0 - alpha) * s
        out[i] = s
    return out


@njit
def rolling_mean_std(x, w):
    n = len(x)
    mean = np.full(n, np.nan)
    std = np.full(n, np.nan)
    s = 0.0
    s2 = 0.0
    for i in range(n):
        s += x[i]
        s2 += x[i] * x[i]
        if i >= w:
            s -= x[i - w]
            s2 -= x[i - w] ** 2
        if i >= w - 1:
            m = s / w
            mean[i] = m
            std[i] = np.sqrt(max(s2 / w - m * m, 0.0))
    return mean, std


@njit
def max_drawdown(prices):
    peak = prices[0]
    mdd = 0.0
    start = end = 0
    peak_i = 0
    for i, p in enumerate(prices):
        if p > peak:
            peak = p
            peak_i = i
        dd = (peak - p) / peak
        if dd > mdd:
            mdd = dd
            start, end = peak_i, i
    return mdd, start, end


@njit
def log_returns(p):
    return np.log(p[1:] / p[:-1])


@njit
def vwap(price, volume, window):
    n = price.shape[0]
    out = np.zeros(n)
    pv = price * volume
    for i in range(window - 1, n):
        out[i] = pv[i - window + 1:i + 1].sum() / volume[i - window + 1:i + 1].sum()
    return out


@njit
def crossover_backtest(prices, fast, slow):
    n = len(prices)
    pos = 0
    cash = 1000.0
    shares = 0.0
    trades = []
    for i in range(slow, n):
        f = prices[i - fast:i].mean()
        s = prices[i - slow:i].mean()
        if f > s and pos == 0:
            shares = cash / prices[i]
            cash = 0.0
            pos = 1
            trades.append((i, 1))
        elif f < s and pos == 1:
            cash = shares * prices[i]
            shares = 0.0
            pos = 0
            trades.append((i, -1))
    return cash + shares * prices[-1], len(trades)


@njit(parallel=True)
def portfolio_var(weights, cov):
    n = weights.shape[0]
    total = 0.0
    for i in prange(n):
        row = 0.0
        for j in range(n):
            row += cov[i, j] * weights[j]
        total += weights[i] * row
    return total


@njit
def bollinger(x, w, k=2.0):
    m, s = rolling_mean_std(x, w)
    return m + k * s, m - k * s


@njit
def rank_pct(x):
    order = np.argsort(x)
    r = np.empty(x.shape[0], dtype=np.float64)
    for i in range(order.shape[0]):
        r[order[i]] = (i + 1) / x.shape[0]
    return r

# call: ewma(np.array([1.0, 2.0, 3.0, 2.5, 4.0]), 0.3)
# call: rolling_mean_std(np.array([1.0, 2.0, 4.0, 3.0, 5.0, 7.0]), 3)
# call: max_drawdown(np.array([10.0, 12.0, 9.0, 11.0, 8.0, 13.0]))
# call: log_returns(np.array([100.0, 101.0, 99.5, 102.0]))
# call: vwap(np.array([10.0, 11.0, 12.0, 11.5]), np.array([100.0, 200.0, 150.0, 50.0]), 2)
# call: crossover_backtest(np.array([1.0, 2.0, 3.0, 2.0, 1.0, 2.0, 3.0, 4.0, 3.0, 2.0]), 2, 4)
# call: portfolio_var(np.array([0.5, 0.3, 0.2]), np.array([[0.1, 0.02, 0.01], [0.02, 0.2, 0.03], [0.01, 0.03, 0.15]]))
# call: bollinger(np.array([1.0, 2.0, 4.0, 3.0, 5.0, 7.0]), 3)
# call: rank_pct(np.array([3.0, 1.0, 2.0, 5.0]))
