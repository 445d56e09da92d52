"""@njit(boundscheck=True): every array index is checked against its axis and raises IndexError('index is out of bounds'), as Numba; negative indexes still wrap; try/except catches it; loops are not vectorized."""
import numpy as np
from numba import njit


@njit(boundscheck=True)
def get(a, i):
    return a[i]


@njit(boundscheck=True)
def get2(M, i, j):
    try:
        return M[i, j]
    except Exception:
        return -1


@njit(boundscheck=True)
def total(a, n):
    s = 0.0
    for i in range(n):
        s += a[i]
    return s


@njit(boundscheck=True)
def bump(M, n):
    for i in range(M.shape[0]):
        for j in range(n):
            M[i, j] += 1.0
    return M


# call: get(np.arange(3.0), 2)
# call: get(np.arange(3.0), -1)
# call: get(np.arange(3.0), 3)
# call: get(np.arange(3.0), -4)
# call: get2(np.arange(6).reshape(2, 3), 1, 2)
# call: get2(np.arange(6).reshape(2, 3), 0, 3)
# call: get2(np.arange(6).reshape(2, 3), -3, 0)
# call: total(np.arange(3.0), 3)
# call: total(np.arange(3.0), 4)
# call: bump(np.zeros((2, 3)), 3)
# call: bump(np.zeros((2, 3)), 4)
