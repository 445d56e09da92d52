"""0-d arrays joined as Numba joins them: np.hstack and np.stack give a 1-d array, np.vstack a column (n, 1), np.dstack a (1, 1, n) array; mixed dtypes promote, and a tuple variable works as a literal."""
import numpy as np
from numba import njit


@njit
def joined(a, b):
    return np.hstack((a, b)), np.vstack((a, b)), np.dstack((a, b)), np.stack((a, b))


@njit
def mixed(a, n):
    t = (a, np.array(n), a)
    return np.hstack(t), np.vstack(t), np.stack(t, axis=-1)


@njit
def single(a):
    h = np.hstack((a,))
    h[0] += 1.0
    return h, a, np.vstack((a,)).shape, np.dstack((a,)).shape

# call: joined(np.array(1.5), np.array(-2.0))
# call: joined(np.array(3), np.array(7))
# call: joined(np.array(True), np.array(False))
# call: mixed(np.array(0.25), 4)
# call: mixed(np.array(2), 9)
# call: single(np.array(8.0))
