# Element accesses at loop-invariant indexes with a constant last index (pos[i, 0] in a loop
# over j): their row is sliced once before the loop; reads under an if, writes through the
# array and through an alias in the loop, offset views and rows never read stay as they were.
import numpy as np
from numba import njit


@njit
def pairs(pos, mass):
    n = pos.shape[0]
    acc = np.zeros((n, 3))
    for i in range(n):
        ax = 0.0
        ay = 0.0
        az = 0.0
        for j in range(n):
            if i != j:
                dx = pos[j, 0] - pos[i, 0]
                dy = pos[j, 1] - pos[i, 1]
                dz = pos[j, 2] - pos[i, 2]
                r2 = dx * dx + dy * dy + dz * dz + 0.01
                inv = mass[j] / (r2 * np.sqrt(r2))
                ax += dx * inv
                ay += dy * inv
                az += dz * inv
        acc[i, 0] = ax
        acc[i, 1] = ay
        acc[i, 2] = az
    return acc


@njit
def written(x):
    # x[i, 0] is written in the loop, directly and through the alias y: the reads see it.
    y = x
    i = 1
    s = 0.0
    for j in range(4):
        x[i, 0] = x[i, 0] + j
        s += x[i, 0] * x[i, 1]
        y[i, 1] = y[i, 1] * 2.0
        s += x[i, 1]
    return s, x


@njit
def never_read(x, k):
    # x[k, 5] is beyond x's data for k = 1 but the test never holds: no error.
    s = 0.0
    for j in range(x.shape[1]):
        if j > 100:
            s += x[k, 5]
        s += x[k, j]
    return s


@njit
def past_row(x, k):
    # x[k, 3] of a (3, 2) array reads the next row's element, as Numba's unchecked index does.
    s = 0.0
    for j in range(2):
        s += x[k, 3] * j + x[-1, 1]
    return s


@njit
def cube(x):
    n0, n1, n2 = x.shape
    out = np.zeros((n0, n1))
    for a in range(n0):
        for b in range(n1):
            t = 0.0
            for c in range(n2):
                t += x[a, b, c] * x[a, b, 0] - x[a, n1 - 1 - b, 1] + x[-1, 0, 2]
            out[a, b] = t
    return out


@njit
def offset_view(x):
    y = x[1:, 1:]
    s = 0.0
    for i in range(y.shape[0]):
        for j in range(y.shape[1]):
            s += y[i, j] * y[i, 0] + y[0, 1]
    return s


# call: pairs(np.sin(np.arange(24.0)).reshape(8, 3), np.linspace(1.0, 2.0, 8))
# call: pairs(np.zeros((1, 3)), np.ones(1))
# call: written(np.arange(6.0).reshape(3, 2))
# call: never_read(np.arange(6.0).reshape(2, 3), 1)
# call: never_read(np.arange(6.0).reshape(2, 3), -2)
# call: past_row(np.arange(6.0).reshape(3, 2), 1)
# call: cube(np.cos(np.arange(60.0)).reshape(3, 4, 5))
# call: offset_view(np.sqrt(np.arange(20.0)).reshape(4, 5))
