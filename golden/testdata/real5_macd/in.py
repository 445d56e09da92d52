"""Exponential moving averages and the MACD signal line with np.empty_like and a helper taking a span."""
import numpy as np
from numba import njit


@njit
def ema(x, span):
    alpha = 2.0 / (span + 1.0)
    out = np.empty_like(x)
    out[0] = x[0]
    for i in range(1, x.shape[0]):
        out[i] = alpha * x[i] + (1.0 - alpha) * out[i - 1]
    return out


@njit
def macd(price, fast=12, slow=26, signal=9):
    line = ema(price, fast) - ema(price, slow)
    sig = ema(line, signal)
    return line, sig, line - sig

# call: macd(100.0 + np.cumsum(np.sin(np.arange(40.0) * 0.3)), 3, 6, 4)
# call: ema(np.array([1.0, 2.0, 3.0, 2.0, 1.0], dtype=np.float32), 2)
