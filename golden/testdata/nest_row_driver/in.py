"""Loop nests over broadcast operands whose innermost loop ranges over a C-contiguous row (the
result's or the destination's) while the other operands step by their strides: a transposed
matrix added to a row (as librosa's Viterbi), in-place updates of a C array and of a strided
view (no C row there), three dimensions, integers, and empty rows and matrices."""
import numpy as np
from numba import njit


@njit
def trans_plus_row(v, m):
    t = v + m.T
    return t, t[1]


@njit
def into_c(out, a, b):
    out[:] = a * 2.0 - b.T
    out += b.T
    return out


@njit
def into_view(out, a):
    v = out[:, ::2]
    v[:] = a.T + 1.0
    v -= a.T * a.T
    return out


@njit
def cube(x, y):
    return x.T + y


@njit
def ints(a, b):
    return a.T * 3 + b


@njit
def empty_rows(n, m):
    a = np.ones((n, m))
    b = np.arange(n * m).reshape((m, n)) * 1.0
    return (a + b.T).sum(), (a + b.T).shape[0]

# call: trans_plus_row(np.array([0.5, -1.0, 2.0]), np.arange(9.0).reshape((3, 3)))
# call: trans_plus_row(np.array([1.0, 2.0, 3.0, 4.0, 5.0]), np.arange(25.0).reshape((5, 5)) * 0.25)
# call: into_c(np.zeros((3, 4)), np.arange(12.0).reshape((3, 4)), np.arange(12.0).reshape((4, 3)))
# call: into_view(np.zeros((3, 8)), np.arange(12.0).reshape((4, 3)))
# call: cube(np.arange(24.0).reshape((2, 3, 4)), np.array([1.0, -1.0]))
# call: ints(np.arange(6).reshape((2, 3)), np.array([10, 20]))
# call: empty_rows(3, 0)
# call: empty_rows(0, 3)
# call: empty_rows(2, 3)
