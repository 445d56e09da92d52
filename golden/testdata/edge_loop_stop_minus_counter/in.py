"""Indexes that count down from a range loop's stop (k[m - 1 - j], x[n - j - 1], x[n - j] for j in range(1, n)) need no wrap-around; where the loop assigns its stop or counter, or the index subtracts more than 1, they keep it."""
import numpy as np
from numba import njit


@njit
def convolve(x, k):
    n = x.shape[0]
    m = k.shape[0]
    out = np.empty(n - m + 1)
    for i in range(n - m + 1):
        s = 0.0
        for j in range(m):
            s += x[i + j] * k[m - 1 - j]
        out[i] = s
    return out


@njit
def reverse_forms(x):
    n = x.shape[0]
    a = np.empty(n)
    b = np.empty(n)
    c = np.zeros(n)
    for j in range(n):
        a[j] = x[n - j - 1]
        b[j] = x[(n - 1) - j]
    for j in range(1, n):
        c[j] = x[n - j]
    return a, b, c


@njit
def still_wrapped(x):
    n = x.shape[0]
    total = 0.0
    m = n
    for j in range(m):
        total += x[m - 2 - j] * (j + 1)
    for j in range(m):
        total += x[m - 1 - j]
        m = n - 1
    for j in range(n):
        total += x[n - 1 - j]
        for j in range(2):
            total += j
    return total

# call: convolve(np.linspace(-1.0, 2.0, 9), np.array([0.5, -1.0, 0.25]))
# call: convolve(np.arange(5.0), np.arange(5.0))
# call: reverse_forms(np.arange(6.0) * 1.5)
# call: reverse_forms(np.array([3.0]))
# call: still_wrapped(np.arange(5.0))
