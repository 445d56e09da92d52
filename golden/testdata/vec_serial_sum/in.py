"""Sequential reductions over costly terms in explicit loops: the terms (exp, log, sin, cos,
sqrt, the loop variable and integer expressions of it as floats) run through the vector loop
chunk by chunk into a buffer, and Go adds them in source order, so every sum keeps the bits of
the plain loop."""
import math

import numpy as np
from numba import njit


@njit
def exp_sum(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += math.exp(x[i])
    return s


@njit
def log_sin_sums(x, y):
    s = 1.0
    t = 0.0
    for i in range(1, x.shape[0]):
        s += math.log(x[i]) * y[i - 1]
        t -= math.sin(x[i] * 0.5)
    return s, t


@njit
def index_terms(n, h):
    s = 0.0
    for i in range(-3, n):
        s += math.sqrt(abs(i * h)) * math.sin(i * h)
    return s


@njit
def product(x):
    p = 1.0
    for i in range(x.shape[0]):
        p *= 1.0 + 1e-3 * math.exp(-x[i])
    return p


@njit
def store_and_sum(x, out):
    s = 0.0
    for i in range(x.shape[0]):
        out[i] = math.cos(x[i])
        s += math.exp(x[i] * 0.25)
    return s, out


@njit
def float32_sum(x):
    s = np.float32(0.0)
    for i in range(x.shape[0]):
        s += math.exp(x[i] - x[0])
    return s


@njit
def assigned(x):
    s = 0.5
    d = 1.0
    for i in range(x.shape[0]):
        s = s + math.exp(x[i])
        d = d - math.log1p(x[i] * x[i])
    return s, d


@njit
def int_terms(n, h, c):
    s = 0.0
    for k in range(n):
        s += math.sin(2 * k + c) * math.exp(-k * h) + math.cos(k)
    return s


@njit(fastmath=True)
def fast_mixed(x):
    s = 0.0
    p = 1.0
    for i in range(x.shape[0]):
        s += math.exp(x[i]) * i
        p *= 1.0 + 1e-3 * math.sin(x[i])
    return s, p


@njit
def sweep(n):
    total = 0.0
    for m in range(0, n, 37):
        x = np.sin(np.arange(m) * 0.37) * 3.0
        y = np.cos(np.arange(m) * 0.11)
        a, b = log_sin_sums(np.abs(x) + 0.5, y)
        c, out = store_and_sum(x, np.empty(m))
        total += exp_sum(x) + a + b + index_terms(m, 0.01) + product(x) + c + out.sum()
        total += float32_sum(x.astype(np.float32))
    return total

# call: sweep(1200)
# call: exp_sum(np.linspace(-700.0, 720.0, 1003))
# call: exp_sum(np.array([np.nan, -np.inf, np.inf, -0.0, 1e-310]))
# call: log_sin_sums(np.linspace(0.0, 20.0, 513), np.linspace(1.0, -1.0, 513))
# call: log_sin_sums(np.array([1.0, -1.0, np.inf, 1e300, 2.0]), np.ones(5))
# call: log_sin_sums(np.concatenate((np.linspace(0.5, 3.0, 300), np.array([1e22]), np.linspace(3.0, 9.0, 700))), np.linspace(-2.0, 2.0, 1001))
# call: index_terms(5000, 0.003)
# call: index_terms(-10, 1.0)
# call: product(np.linspace(-3.0, 3.0, 777))
# call: store_and_sum(np.linspace(-9.0, 9.0, 600), np.zeros(600))
# call: assigned(np.linspace(-5.0, 5.0, 999))
# call: int_terms(3000, 0.001, 7)
# call: int_terms(40, 0.5, -3)
# call: fast_mixed(np.linspace(-2.0, 2.0, 1001))
# call: fast_mixed(np.linspace(-2.0, 2.0, 20))
# call: float32_sum(np.linspace(-5.0, 5.0, 1001).astype(np.float32))
