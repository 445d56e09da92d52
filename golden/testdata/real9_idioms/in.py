"""Real-style Python idioms in numeric code: growing arrays with np.append, enumerate(zip()) unpacking, while True with break, closures over arrays, keyword-only args, divmod/round on floats, gcd, mask assignment, repeated-index updates."""
import math
import numpy as np
from numba import njit


@njit
def grow(n):
    out = np.empty(0)
    k = 0
    while True:
        k += 1
        if k % 3 == 0:
            continue
        out = np.append(out, k * 0.5)
        if out.size >= n:
            break
    return out


@njit
def pairs(x, y):
    s = 0.0
    for i, (a, b) in enumerate(zip(x, y)):
        s += i * a - b
    return s


@njit
def with_closure(x, scale):
    def f(v):
        return v * scale + x[0]
    total = 0.0
    for v in x:
        total += f(v)
    return total


@njit
def clipped_mean(x, lo=-1.0, hi=1.0):
    y = x.copy()
    y[y < lo] = lo
    y[y > hi] = hi
    return y.mean()


@njit
def floats(x, d):
    q, r = divmod(x, d)
    return q, r, round(x, 2), round(x), math.gcd(12, 18), abs(3 + 4j)


@njit
def scatter_add(idx, vals, n):
    out = np.zeros(n)
    for i in range(idx.size):
        out[idx[i]] += vals[i]
    buf = np.zeros(n)
    buf[idx] += 1.0
    return out, buf


@njit
def where_points(M):
    pts = np.argwhere(M > 2)
    return pts, np.diff(M[0], n=2), np.cumsum(M)


# call: grow(5)
# call: pairs(np.array([1.0, 2.0, 3.0]), np.array([0.5, 0.25, 0.125]))
# call: with_closure(np.array([1.0, 2.0, 4.0]), 3.0)
# call: clipped_mean(np.array([-3.0, 0.5, 2.0, 0.25]))
# call: floats(7.5, 2.0)
# call: floats(-7.256, 2.5)
# call: scatter_add(np.array([0, 2, 2, 1, 2]), np.array([1.0, 2.0, 3.0, 4.0, 5.0]), 4)
# call: where_points(np.array([[1, 5, 3, 0], [4, 2, 9, 1]]))
