"""np.array and np.asarray of list variables: vectors, matrices from lists of lists, dtype=, and ragged rows (ValueError).

(Numba cannot give np.array a list of lists built by append; pygo can.)"""
import numpy as np
from numba import njit


@njit
def vec(n):
    l = [i * 0.5 for i in range(n)]
    m = [1, 2, 3]
    return np.array(l), np.asarray(m), np.array(m, dtype=np.float64)


@njit
def mat(n):
    rows = [[n * 1.0, n + 0.5, -n], [1.0, 2.0, 3.0]]
    return np.array(rows), np.array(rows, dtype=np.float32)


@njit
def ragged(k):
    l = [[1.0, 2.0], [3.0 * k]]
    return np.array(l)

# call: vec(4)
# call: mat(3)
# call: ragged(4.0)
