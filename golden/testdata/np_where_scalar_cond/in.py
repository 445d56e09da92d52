"""np.where with a scalar condition and scalar operands is a 0-d array in Numba (its
scalar_where_impl), of dtype np.promote_types of the operands' types; its element reads back
with r[()]."""
import numpy as np
from numba import njit


@njit
def pick(c, x, y):
    return np.where(c, x, y)


@njit
def pick_cmp(x, y):
    r = np.where(x > y, x, y)
    return r, r.ndim, r[()] + 1


@njit
def pick_mixed(c, n):
    return np.where(c, n, 0.5), np.where(c, 1, n)


@njit
def pick_elem(a, x):
    return np.where(a[()] > 0, x, -x), np.where(a[()] == 0, 3, 4)[()]


# call: pick(True, 1.5, 2.5)
# call: pick(False, 1.5, 2.5)
# call: pick(True, 3, 4)
# call: pick(0, True, False)
# call: pick_cmp(2.0, 3.0)
# call: pick_cmp(7, -1)
# call: pick_mixed(True, 4)
# call: pick_mixed(False, -2)
# call: pick_elem(np.array(2.0), 1.25)
# call: pick_elem(np.array(-1), 5)
