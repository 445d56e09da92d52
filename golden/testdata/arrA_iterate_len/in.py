"""for loops over the elements of a vector, the rows of a matrix and the planes of a 3-d array, enumerate, and
len() (the length of the first axis), on empty arrays too."""
import numpy as np
from numba import njit


@njit
def vec_iter(a):
    s = 0.0
    n = 0
    for x in a:
        s += x
        n += 1
    return s, n, len(a)


@njit
def rows_iter(m):
    out = np.zeros(len(m))
    i = 0
    for row in m:
        out[i] = row.sum() + len(row)
        i += 1
    return out, len(m)


@njit
def strided_iter(m):
    col = 0.0
    for x in m[:, -1]:
        col += x
    rows = np.zeros(m.shape[1])
    k = 0
    for r in m.T:
        rows[k] = r[0] - r[-1]
        k += 1
    back = 0.0
    for x in m[0, ::-1]:
        back = back * 10 + x
    return col, rows, back


@njit
def cube_iter(c):
    t = 0
    for plane in c:
        for row in plane:
            for x in row:
                t += x
    return t, len(c), len(c[0])


@njit
def last_negative(a):
    best = -1
    for i, x in enumerate(a):
        if x < 0:
            best = i
    return best

# call: vec_iter(np.array([1.5, -2.0, 3.0]))
# call: vec_iter(np.zeros(0))
# call: rows_iter(np.arange(6.0).reshape(3, 2))
# call: rows_iter(np.zeros((0, 3)))
# call: strided_iter(np.arange(6.0).reshape(2, 3))
# call: strided_iter(np.asfortranarray(np.arange(12.0).reshape(3, 4)))
# call: cube_iter(np.arange(24).reshape(2, 3, 4))
# call: last_negative(np.array([-1, 2, -3, 4]))
# call: last_negative(np.arange(4))
