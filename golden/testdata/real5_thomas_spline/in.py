"""Natural cubic spline: second derivatives by the Thomas algorithm, then evaluation with np.searchsorted."""
import numpy as np
from numba import njit


@njit
def thomas(a, b, c, d):
    n = d.shape[0]
    cp = np.empty(n)
    dp = np.empty(n)
    cp[0] = c[0] / b[0]
    dp[0] = d[0] / b[0]
    for i in range(1, n):
        m = b[i] - a[i] * cp[i - 1]
        cp[i] = c[i] / m
        dp[i] = (d[i] - a[i] * dp[i - 1]) / m
    x = np.empty(n)
    x[-1] = dp[-1]
    for i in range(n - 2, -1, -1):
        x[i] = dp[i] - cp[i] * x[i + 1]
    return x


@njit
def spline(xk, yk, xq):
    n = xk.shape[0]
    h = np.diff(xk)
    a = np.zeros(n)
    b = np.ones(n)
    c = np.zeros(n)
    d = np.zeros(n)
    for i in range(1, n - 1):
        a[i] = h[i - 1]
        b[i] = 2 * (h[i - 1] + h[i])
        c[i] = h[i]
        d[i] = 6 * ((yk[i + 1] - yk[i]) / h[i] - (yk[i] - yk[i - 1]) / h[i - 1])
    M = thomas(a, b, c, d)
    out = np.empty(xq.shape[0])
    for q in range(xq.shape[0]):
        i = min(max(np.searchsorted(xk, xq[q]) - 1, 0), n - 2)
        t = xq[q] - xk[i]
        hi = h[i]
        out[q] = (M[i] * (xk[i + 1] - xq[q]) ** 3 / (6 * hi) + M[i + 1] * t ** 3 / (6 * hi)
                  + (yk[i] / hi - M[i] * hi / 6) * (xk[i + 1] - xq[q]) + (yk[i + 1] / hi - M[i + 1] * hi / 6) * t)
    return out

# call: spline(np.array([0.0, 1.0, 2.0, 3.0, 4.0]), np.array([0.0, 1.0, 0.0, 1.0, 0.0]), np.linspace(0.0, 4.0, 9))
