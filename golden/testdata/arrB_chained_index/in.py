"""Chained integer subscripts a[i][j], a[i][j][k] and a[i][-1] read and write the element directly (emit folds them into a[i, j]); negative indexes wrap per axis, and an index out of range raises IndexError under boundscheck."""
import numpy as np
from numba import njit


@njit
def grid_sum(a):
    s = 0.0
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            s += a[i][j] * (i + 1)
    return s


@njit
def write_chain(n):
    a = np.zeros((n, n + 1), dtype=np.int64)
    for i in range(n):
        for j in range(n + 1):
            a[i][j] = i * 10 + j
        a[i][-1] = -i
    return a


@njit
def cube(c):
    t = 0
    for i in range(c.shape[0]):
        t += c[i][1][-1] + c[-1][i][0]
    return t


@njit(boundscheck=True)
def checked(a, i, j):
    return a[i][j]

# call: grid_sum(np.arange(12.0).reshape(3, 4))
# call: write_chain(3)
# call: cube(np.arange(24).reshape(2, 3, 4))
# call: checked(np.arange(6.0).reshape(2, 3), 1, -1)
# call: checked(np.arange(6.0).reshape(2, 3), 1, 3)
# call: checked(np.arange(6.0).reshape(2, 3), -3, 0)


@njit
def aug_and_swap(n):
    a = np.ones((n, 2))
    for i in range(n):
        a[i][0] += i
        a[i][1] *= 2.0
    a[0][0], a[n - 1][1] = a[n - 1][1], a[0][0]
    return a

# call: aug_and_swap(3)
