"""np.nditer as Numba runs it: one operand (array of any layout, 0-d array, number) or a tuple of
them, 0-d views read with .item() and [()] and written through, C order or Fortran order when
most operands are Fortran-ordered, broadcasting by leading axes only (Numba's ValueError for
other shapes, also where NumPy would stretch an axis of length 1)."""
import numpy as np
from numba import njit


@njit
def one(a):
    res = []
    for u in np.nditer(a):
        res.append(u.item())
    return res


@njit
def two(a, b):
    res = []
    for u, v in np.nditer((a, b)):
        res.append((u.item(), v[()]))
    return res


@njit
def packed(a, b):
    t = (a, b, 2.5)
    s = 0.0
    k = 0
    for p in np.nditer(t):
        s += p[0].item() * k + p[1].item() - p[2].item()
        k += 1
    return s, k


@njit
def scale(a):
    for x in np.nditer(a):
        x[()] = x.item() * 3
    return a


@njit
def scalar(x):
    res = []
    for u in np.nditer(x):
        res.append(u.item() + 1)
    return res


@njit
def early(a, lim):
    n = 0
    for u in np.nditer((a,)):
        if u.item() > lim:
            break
        n += 1
    else:
        n = -1
    return n

# call: one(np.arange(6.0).reshape(2, 3))
# call: one(np.asfortranarray(np.arange(6).reshape(2, 3)))
# call: one(np.arange(24).reshape(6, 4)[::2])
# call: one(np.arange(12).reshape(3, 4).T)
# call: one(np.array(102, dtype=np.int16))
# call: one(np.zeros((0, 3)))
# call: one(np.arange(4).astype(np.complex64))
# call: two(np.arange(12).reshape(3, 4), np.arange(4.0))
# call: two(np.asfortranarray(np.arange(6).reshape(2, 3)), np.asfortranarray(np.arange(6).reshape(2, 3) * 10))
# call: two(np.asfortranarray(np.arange(6).reshape(2, 3)), np.arange(3))
# call: two(np.arange(3), np.arange(6).reshape(2, 3))
# call: two(np.array(7), np.arange(3.0))
# call: two(np.arange(2), np.arange(3))
# call: two(np.arange(12).reshape(3, 4), np.arange(3))
# call: two(np.arange(6).reshape(2, 3), np.arange(3).reshape(1, 3))
# call: packed(np.arange(6.0).reshape(2, 3), np.array([1.0, -1.0, 0.5]))
# call: scale(np.arange(6).reshape(2, 3)[:, ::2])
# call: scalar(4)
# call: scalar(2.5)
# call: early(np.array([1, 2, 3, 9, 1]), 5)
# call: early(np.array([1, 2, 3]), 5)
