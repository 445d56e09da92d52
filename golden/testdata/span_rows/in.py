# A run of statements that reads one row of a C-contiguous array at three or more constants on
# the last axis (or a hoisted fixed row at two or more) reads them through one span sliced
# before the run's first read: reads spread over several statements, spans not starting at 0,
# augmented assignments, 3-d arrays, negative leading indexes, integer arrays; reads under an if
# expression or after `and`, a run broken by a store, and non-contiguous views stay as they were.
import numpy as np
from numba import njit


@njit
def spread(pos):
    n = pos.shape[0]
    s = 0.0
    for j in range(n):
        dx = pos[j, 0] - 0.5
        dy = pos[j, 1] * 2.0
        dz = pos[j, 2] + dx * dy
        s += dx * dy - dz
    return s


@njit
def not_at_zero(x):
    # x[i, 1], x[i, 3] and x[i, 2]: a span from 1 to 3, read out of order.
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i, 3] * x[i, 1] - x[i, 2]
    return s


@njit
def fixed_pair(x):
    # x[i, 0] and x[i, 1] are a fixed row of the j loop, read at two constants.
    out = np.zeros(x.shape[0])
    for i in range(x.shape[0]):
        t = 0.0
        for j in range(x.shape[0]):
            a = x[i, 0] * j
            b = x[i, 1] - a
            t += a * b
        out[i] = t
    return out


@njit
def cube(x):
    n0, n1, n2 = x.shape
    s = 0.0
    for a in range(n0):
        for b in range(n1):
            s += x[a, b, 0] * x[a, b, 1] - x[a, b, 2] * x[a, -1, 3]
    s += x[-1, -1, 0] + x[-1, -1, 1] + x[-1, -1, 2]
    return s


@njit
def ints(m):
    t = 0
    for i in range(m.shape[0]):
        u = m[i, 0] * 3
        v = m[i, 1] - u
        w = m[i, 2] // 2 + v
        t += u * v - w
    return t


@njit
def conditional(x, k):
    # x[i, 2] is read only when x[i, 0] > k and x[i, 4] only after `and`: not a span; x[i, 0],
    # x[i, 1] and x[i, 3] are.
    s = 0.0
    for i in range(x.shape[0]):
        a = x[i, 2] if x[i, 0] > k else x[i, 1]
        b = x[i, 1] > k and x[i, 4] > k
        s += a + b + x[i, 3]
    return s


@njit
def broken_run(x, out):
    # The store to out[i] ends a run: x[i, 0] alone before it, x[i, 1..3] after.
    s = 0.0
    for i in range(x.shape[0]):
        a = x[i, 0]
        out[i] = a
        b = x[i, 1] + x[i, 2] + x[i, 3]
        s += b
    return s, out


@njit
def strided(x):
    y = x[:, ::2]
    s = 0.0
    for i in range(y.shape[0]):
        s += y[i, 0] * y[i, 1] + y[i, 2]
    return s


# call: spread(np.sin(np.arange(24.0)).reshape(8, 3))
# call: spread(np.zeros((0, 3)))
# call: not_at_zero(np.cos(np.arange(20.0)).reshape(5, 4))
# call: fixed_pair(np.sqrt(np.arange(12.0)).reshape(6, 2))
# call: cube(np.cos(np.arange(60.0)).reshape(3, 4, 5))
# call: ints(np.arange(-7, 8).reshape(5, 3))
# call: conditional(np.sin(np.arange(30.0)).reshape(6, 5), 0.1)
# call: broken_run(np.arange(12.0).reshape(3, 4), np.zeros(3))
# call: strided(np.arange(24.0).reshape(4, 6))
