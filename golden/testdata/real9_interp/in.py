"""Real-style interpolation and integration: np.interp, searchsorted, natural cubic spline, trapz, Simpson, Romberg."""
import numpy as np
from numba import njit


@njit
def resample(t, y, tnew):
    return np.interp(tnew, t, y)


@njit
def bucketize(edges, x):
    left = np.searchsorted(edges, x)
    right = np.searchsorted(edges, x, side='right')
    return left, right


@njit
def spline_coeffs(x, y):
    n = x.size
    h = np.diff(x)
    al = np.zeros(n)
    for i in range(1, n - 1):
        al[i] = 3.0 / h[i] * (y[i + 1] - y[i]) - 3.0 / h[i - 1] * (y[i] - y[i - 1])
    l = np.ones(n)
    mu = np.zeros(n)
    z = np.zeros(n)
    for i in range(1, n - 1):
        l[i] = 2.0 * (x[i + 1] - x[i - 1]) - h[i - 1] * mu[i - 1]
        mu[i] = h[i] / l[i]
        z[i] = (al[i] - h[i - 1] * z[i - 1]) / l[i]
    c = np.zeros(n)
    b = np.zeros(n - 1)
    d = np.zeros(n - 1)
    for j in range(n - 2, -1, -1):
        c[j] = z[j] - mu[j] * c[j + 1]
        b[j] = (y[j + 1] - y[j]) / h[j] - h[j] * (c[j + 1] + 2.0 * c[j]) / 3.0
        d[j] = (c[j + 1] - c[j]) / (3.0 * h[j])
    return b, c[:-1], d


@njit
def spline_eval(x, y, xq):
    b, c, d = spline_coeffs(x, y)
    idx = np.clip(np.searchsorted(x, xq) - 1, 0, x.size - 2)
    dx = xq - x[idx]
    return y[idx] + b[idx] * dx + c[idx] * dx ** 2 + d[idx] * dx ** 3


@njit
def integrals(y, dx):
    t = np.trapz(y, dx=dx)
    n = y.size - 1
    s = y[0] + y[n] + 4.0 * y[1:n:2].sum() + 2.0 * y[2:n - 1:2].sum()
    return t, s * dx / 3.0


@njit
def romberg_exp(a, b, levels):
    R = np.zeros((levels, levels))
    h = b - a
    R[0, 0] = 0.5 * h * (np.exp(a) + np.exp(b))
    for i in range(1, levels):
        h /= 2.0
        pts = a + h * np.arange(1, 2 ** i, 2)
        R[i, 0] = 0.5 * R[i - 1, 0] + h * np.exp(pts).sum()
        for k in range(1, i + 1):
            R[i, k] = R[i, k - 1] + (R[i, k - 1] - R[i - 1, k - 1]) / (4 ** k - 1)
    return R[levels - 1, levels - 1]


# call: resample(np.array([0.0, 1.0, 2.0, 4.0]), np.array([1.0, 3.0, 2.0, 0.0]), np.array([-1.0, 0.5, 1.5, 3.0, 5.0]))
# call: bucketize(np.array([0.0, 1.0, 1.0, 2.5]), np.array([-0.5, 1.0, 2.0, 3.0]))
# call: spline_eval(np.array([0.0, 1.0, 2.0, 3.0, 4.5]), np.array([0.0, 1.0, 0.0, 1.0, 2.0]), np.array([0.25, 1.5, 2.9, 4.4]))
# call: integrals(np.sin(np.linspace(0.0, np.pi, 9)), 0.39269908169872414)
# call: romberg_exp(0.0, 1.0, 5)
