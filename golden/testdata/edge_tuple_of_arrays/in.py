"""Functions returning tuples of arrays of different dtypes and dimensions, unpacked by a caller
that combines them; a helper returning (array, scalar, array); nested tuples of arrays."""
import numpy as np
from numba import njit


@njit
def split_parts(x):
    ints = np.empty(x.size, dtype=np.int64)
    fracs = np.empty(x.size, dtype=np.float32)
    neg = np.empty(x.size, dtype=np.bool_)
    for i in range(x.size):
        ints[i] = int(x[i])
        fracs[i] = x[i] - ints[i]
        neg[i] = x[i] < 0
    return ints, fracs, neg


@njit
def stats(m):
    return m.sum(axis=0), m.shape[0], m.sum(axis=1).astype(np.int32)


@njit
def combine(x):
    i, f, n = split_parts(x)
    s, rows, mx = stats(np.arange(6.0).reshape(2, 3))
    return i.sum() + rows, f * 2, n.sum(), s + mx[0], mx

@njit
def grouped(x):
    return (x, x > 0), (x.sum(), x.astype(np.int8))

# call: split_parts(np.array([1.5, -2.25, 3.0]))
# call: stats(np.arange(12.0).reshape(3, 4))
# call: combine(np.array([0.75, -1.5]))
# call: grouped(np.array([1.5, -2.0, 3.0]))
