# compare: exact
"""Explicit element-wise loops over one-dimensional arrays, which pygo runs in vector assembly
with a Go loop for the rest: temporaries, in-place updates, float32 arrays, sub-ranges,
aliased and overlapping arrays, at every length around the vector widths."""
import math

import numpy as np
from numba import njit


@njit
def axpy(out, a, x, y):
    for i in range(x.shape[0]):
        out[i] = a * x[i] + y[i]


@njit
def sqdiff(x, y):
    out = np.empty_like(x)
    for i in range(len(x)):
        d = x[i] - y[i]
        d *= 0.5
        out[i] = d ** 2 + abs(x[i]) - math.sqrt(abs(y[i]))
    return out


@njit
def lotka(x, y, a, b, dt, steps):
    for _ in range(steps):
        for i in range(x.shape[0]):
            x[i] += dt * (a * x[i] - b * x[i] * y[i])
            y[i] -= dt * (y[i] - x[i] * y[i])
    return x, y


@njit
def narrow(out, x, s):
    for i in range(x.shape[0]):
        out[i] = x[i] * s - -x[i] / 4.0


@njit
def window(x, lo, hi):
    out = np.zeros_like(x)
    for i in range(lo, hi):
        out[i] = x[i] * x[i] + 1.0
    return out


@njit
def twice(x, n):
    # The same array read and written under two names, and the first half of x written
    # through a view that overlaps what the loop reads: only the Go loop gives Python's order.
    axpy(x, 2.0, x, x)
    head = x[1:n]
    body = x[:n - 1]
    for i in range(head.shape[0]):
        head[i] = body[i] + 1.0
    return x


@njit
def div_by(x, s):
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = x[i] / s
    return out


@njit
def rows(m, out, s):
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            out[i, j] = m[i, j] * s + m[i, j] ** 2
        for j in range(1, m.shape[1]):
            m[i, j] -= m[-1, j] * 0.5
    return out, m


@njit
def stencil(u):
    n, m = u.shape
    out = np.zeros((n, m))
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            out[i, j] = u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4.0 * u[i, j]
    return out


@njit
def recurrence(a):
    # a[j] depends on a[j - 1] written one iteration earlier: only the Go loop keeps the order.
    for j in range(1, a.shape[0]):
        a[j] = a[j - 1] * 0.5 + a[j]
    for j in range(a.shape[0] - 1):
        a[j] = a[j + 1] - a[j]
    return a


@njit
def scale_rows(m, f, k):
    # f[i] and f[k] are read once per row; f may be a row of m itself, which the loop writes.
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            m[i, j] = m[i, j] * f[i] + f[k]
    return m


@njit
def sweep(n):
    total = 0.0
    for m in range(n):
        x = np.cos(np.arange(m) * 0.5)
        y = np.sin(np.arange(m) * 0.25) + 1.5
        out = np.empty(m)
        axpy(out, -1.25, x, y)
        total += out.sum() + sqdiff(x, y).sum()
        x32 = np.empty(m, dtype=np.float32)
        narrow(x32, x, 1.0 / 3.0)
        total += x32.sum()
        px, py = lotka(x.copy() + 2.0, y.copy(), 0.7, 0.3, 0.01, 3)
        total += px.sum() - py.sum()
        if m > 4:
            g = np.cos(np.arange(3 * m) * 0.125).reshape(3, m)
            total += scale_rows(g, np.arange(3.0) + 0.5, 1).sum()
            total += scale_rows(g, g[1], 2).sum()
            total += stencil(np.cos(np.arange(3 * m) * 0.125).reshape(3, m)).sum()
            total += recurrence(np.sin(np.arange(m) * 0.3)).sum()
            g = np.cos(np.arange(3 * m) * 0.125).reshape(3, m)
            r1, r2 = rows(g, np.empty((3, m)), 0.75)
            total += r1.sum() + r2.sum()
            r1, r2 = rows(np.asfortranarray(g), np.empty((3, m)), 0.75)
            total += r1.sum() + r2.sum()
            r1, r2 = rows(g.T.copy().T, np.empty((3, m)).T.copy().T, -1.5)
            total += r1.sum() + r2.sum()
            total += window(x, 1, m - 2).sum() + twice(x.copy(), m - 1).sum()
    return total


@njit
def specials():
    x = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 5e-324, 1e308, np.nan, 2.0, -2.0, 0.0, -0.0, 3.0, 4.0, 7.0])
    y = np.array([1.0, -np.inf, np.inf, -0.0, 0.0, np.nan, -1.0, -5e-324, -1e308, np.nan, 2.0, 2.0, 0.0, 0.0, np.nan, -4.0, 7.5])
    out = np.empty_like(x)
    axpy(out, 1e308, x, y)
    return out, sqdiff(x, y), sqdiff(y, x)

# call: sweep(70)
# call: sweep(1004)
# call: specials()
# call: twice(np.arange(40.0), 37)
# call: div_by(np.arange(5.0), 2.0)
# call: div_by(np.arange(5.0), 0.0)
