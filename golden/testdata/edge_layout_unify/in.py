"""A variable holding a C-contiguous array on one path and a different-layout view (transpose,
strided slice) on another, unified by Numba to layout A, then read, reduced and written through."""
import numpy as np
from numba import njit


@njit
def pick(m, flip):
    if flip:
        v = m.T
    else:
        v = m
    s = 0.0
    for i in range(v.shape[0]):
        s += v[i, 0] * (i + 1)
    return s, v.sum(axis=0), v[0]


@njit
def every_other(a, step):
    if step > 1:
        b = a[::step]
    else:
        b = a
    b[0] = -1.0
    b += 1.0
    return b, a


@njit
def loop_rebind(a):
    v = a
    t = 0.0
    for k in range(3):
        t += v.sum()
        v = v[1:]
    return t, v

@njit
def tern(m, k):
    v = m if k == 0 else (m.T if k == 1 else m[::-1, ::2])
    v[0, 0] = 42.0
    return v.sum(), v

# call: pick(np.arange(6.0).reshape(2, 3), True)
# call: pick(np.arange(6.0).reshape(2, 3), False)
# call: every_other(np.arange(6.0), 2)
# call: every_other(np.arange(3.0), 1)
# call: loop_rebind(np.arange(5.0))
# call: tern(np.arange(6.0).reshape(2, 3), 2)
