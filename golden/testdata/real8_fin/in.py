"""Real-style finance kernels: Black-Scholes with erf, implied volatility by Newton/bisection, EWMA."""
import math
import numpy as np
import numba as nb
from numba import njit, prange


@njit(cache=True, fastmath=False)
def norm_cdf(x):
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


@njit(cache=True)
def bs_price(S, K, T, r, sigma, is_call):
    if T <= 0.0 or sigma <= 0.0:
        intrinsic = S - K if is_call else K - S
        return max(intrinsic, 0.0)
    sqrtT = math.sqrt(T)
    d1 = (math.log(S / K) + (r + 0.5 * sigma * sigma) * T) / (sigma * sqrtT)
    d2 = d1 - sigma * sqrtT
    if is_call:
        return S * norm_cdf(d1) - K * math.exp(-r * T) * norm_cdf(d2)
    return K * math.exp(-r * T) * norm_cdf(-d2) - S * norm_cdf(-d1)


@njit(cache=True)
def vega(S, K, T, r, sigma):
    d1 = (math.log(S / K) + (r + 0.5 * sigma ** 2) * T) / (sigma * math.sqrt(T))
    return S * math.exp(-0.5 * d1 * d1) / math.sqrt(2 * math.pi) * math.sqrt(T)


@njit(cache=True)
def implied_vol(price, S, K, T, r, is_call, tol=1e-10, max_iter=100):
    sigma = 0.2
    for _ in range(max_iter):
        diff = bs_price(S, K, T, r, sigma, is_call) - price
        if abs(diff) < tol:
            return sigma
        v = vega(S, K, T, r, sigma)
        if v < 1e-12:
            break
        sigma -= diff / v
        if sigma <= 0:
            sigma = 1e-4
    # fall back to bisection
    lo, hi = 1e-6, 5.0
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if bs_price(S, K, T, r, mid, is_call) > price:
            hi = mid
        else:
            lo = mid
    return 0.5 * (lo + hi)


@njit(parallel=True, cache=True)
def price_book(S, K, T, r, sigma, calls):
    n = S.shape[0]
    out = np.empty(n)
    for i in prange(n):
        out[i] = bs_price(S[i], K[i], T[i], r, sigma[i], calls[i])
    return out


@njit(parallel=True)
def implied_book(prices, S, K, T, r, calls):
    n = len(prices)
    iv = np.zeros(n, dtype=np.float64)
    for i in prange(n):
        iv[i] = implied_vol(prices[i], S[i], K[i], T[i], r, calls[i])
    return iv


@njit
def ewma_vol(returns, lam=0.94):
    n = returns.size
    var = np.empty(n)
    var[0] = returns[0] ** 2
    for t in range(1, n):
        var[t] = lam * var[t - 1] + (1 - lam) * returns[t - 1] ** 2
    return np.sqrt(var * 252)


@njit
def max_drawdown(prices):
    peak = prices[0]
    mdd = 0.0
    start = end = 0
    peak_i = 0
    for i in range(1, prices.shape[0]):
        if prices[i] > peak:
            peak = prices[i]
            peak_i = i
        dd = (peak - prices[i]) / peak
        if dd > mdd:
            mdd = dd
            start, end = peak_i, i
    return mdd, start, end


# call: bs_price(100.0, 95.0, 0.5, 0.01, 0.25, True)
# call: bs_price(100.0, 95.0, 0.5, 0.01, 0.25, False)
# call: bs_price(100.0, 105.0, 0.0, 0.01, 0.25, True)
# call: implied_vol(7.5, 100.0, 100.0, 1.0, 0.02, True)
# call: price_book(np.linspace(90.0, 110.0, 7), np.full(7, 100.0), np.linspace(0.1, 2.0, 7), 0.03, np.linspace(0.1, 0.5, 7), np.array([True, False, True, False, True, False, True]))
# call: implied_book(np.array([5.0, 8.0, 12.0, 3.0]), np.full(4, 100.0), np.array([100.0, 95.0, 90.0, 105.0]), np.array([0.5, 1.0, 1.5, 0.25]), 0.01, np.array([True, True, True, False]))
# call: ewma_vol(np.sin(np.arange(12.0)) * 0.01)
# call: max_drawdown(np.array([100.0, 110.0, 105.0, 90.0, 95.0, 120.0, 80.0, 100.0]))
