# compare: exact
"""Fused min and max reductions: np.max, np.min, .max() and .min() of element-wise float
expressions (and of plain arrays) run as one vector loop with no temporary array; NaN (the first
one), signed zeros (the first of equal ones), infinities and empty arrays give Numba's results."""
import numpy as np
from numba import njit


@njit
def peaks(x, y):
    return np.max(np.abs(x)), np.min(x * y - 1.0), (x + y).max(), (y - x).min(), np.amax(x), x.min()


@njit
def peaks32(x):
    return np.max(np.abs(x)), np.min(x * np.float32(2.0)), x.max()


@njit
def grid(a):
    return np.max(a * 2.0), np.min(np.sqrt(np.abs(a)))


@njit
def sweep(n):
    total = 0.0
    for m in range(1, n):
        x = np.arange(m) * 0.37 - 5.0
        y = np.cos(np.arange(m) * 1.0)
        a, b, c, d, e, f = peaks(x, y)
        total += a + b + c + d + e + f
    return total


@njit
def broadcast(x, y):
    return np.max(x + y)


@njit
def empty_max(x):
    return np.max(x * 2.0)

# call: sweep(70)
# call: sweep(400)
# call: peaks(np.array([1.0, -3.0, np.nan, 2.0, np.nan]), np.array([0.5, 0.25, 1.0, -2.0, 3.0]))
# call: peaks(np.array([0.0, -0.0, 0.0, -0.0]), np.array([-0.0, 0.0, -0.0, 0.0]))
# call: peaks(np.array([-0.0, 0.0] * 20), np.array([0.0, -0.0] * 20))
# call: peaks(np.array([-np.inf, -np.inf, -np.inf]), np.array([np.inf, 1.0, 2.0]))
# call: peaks(np.linspace(-7.0, 3.0, 1003), np.linspace(2.0, -2.0, 1003))
# call: peaks32(np.linspace(-7.0, 3.0, 67).astype(np.float32))
# call: peaks32(np.array([np.nan, 1.0, -0.0, 0.0], dtype=np.float32))
# call: grid(np.arange(35.0).reshape(5, 7) - 17.0)
# call: broadcast(np.arange(6.0).reshape(2, 3), np.arange(3.0))
# call: empty_max(np.zeros(0))
