"""Integer floor division and modulo of negative int array elements (Python's floor semantics),
element-wise and as array operations, on int64, int32 and int8 and divmod (np.divmod is not supported yet)."""
import numpy as np
from numba import njit


@njit
def elementwise(a, d):
    q = np.empty_like(a)
    r = np.empty_like(a)
    for i in range(a.size):
        q[i] = a[i] // d
        r[i] = a[i] % d
    return q, r


@njit
def arrays(a, b):
    return a // b, a % b, -a // 3, a % -3, np.floor_divide(a, b), np.mod(a, b)


@njit
def divmods(a):
    s = 0
    for x in a:
        qq, rr = divmod(x, -4)
        s += qq * 100 + rr
    return s

# call: elementwise(np.array([-7, -6, -1, 0, 5, 7]), 3)
# call: elementwise(np.array([-7, 7, -1], dtype=np.int32), -2)
# call: arrays(np.array([-7, 7, -8, 9]), np.array([2, -2, -3, 4]))
# call: arrays(np.array([-128, 127, -5], dtype=np.int8), np.array([3, -3, 2], dtype=np.int8))
# call: divmods(np.array([-9, 9, -1, 4]))
