"""math functions applied element by element vs NumPy ufuncs on the same array values: both paths
must agree (exp, log, sqrt, sin, atan2, floor, trunc, hypot, isnan, a C-style remainder vs np.fmod), including negative inputs."""
import math
import numpy as np
from numba import njit


@njit
def both(a):
    n = a.size
    m1 = np.empty((6, n))
    for i in range(n):
        x = a[i]
        m1[0, i] = math.exp(x)
        m1[1, i] = math.sqrt(abs(x))
        m1[2, i] = math.sin(x) + math.cos(x)
        m1[3, i] = math.floor(x)
        m1[4, i] = math.atan2(x, 2.0)
        m1[5, i] = math.hypot(x, 3.0)
    m2 = np.vstack((np.exp(a), np.sqrt(np.abs(a)), np.sin(a) + np.cos(a), np.floor(a),
                    np.arctan2(a, 2.0), np.hypot(a, 3.0)))
    return m1, np.abs(m1 - m2).max()


@njit
def logs(a):
    out = np.empty(a.size)
    for i in range(a.size):
        out[i] = math.log(a[i]) if a[i] > 0 else math.nan
    u = np.log(a)
    same = 0
    for i in range(a.size):
        if out[i] == u[i] or (math.isnan(out[i]) and np.isnan(u[i])):
            same += 1
    return out, u, same, math.trunc(a[0]), np.trunc(a)

@njit
def remainders(a, d):
    r = np.empty(a.size)
    for i in range(a.size):
        r[i] = a[i] - math.trunc(a[i] / d) * d
    return r, np.fmod(a, d), a % d, np.remainder(a, d)

# call: both(np.array([-1.5, 0.0, 0.5, 2.25]))
# call: remainders(np.array([-7.5, -3.0, 5.25, 7.0]), -2.0)
# call: logs(np.array([2.5, 1.0, -1.0, 0.0]))
