"""Negative-step slices combined with assignment and in-place operations: reversing by assignment
from a reversed view, in-place ops through reversed and strided views, overlapping self-assignment."""
import numpy as np
from numba import njit


@njit
def rev_assign(a):
    b = np.empty_like(a)
    b[::-1] = a
    a[::-2] += 100.0
    return b, a


@njit
def rev_2d(m):
    m[::-1, :] *= np.arange(1.0, m.shape[0] + 1.0).reshape(-1, 1)
    m[:, ::-1][0] = -1.0
    return m, m[::-1, ::-2]


@njit
def overlap(a):
    a[1:] = a[:-1][::-1]
    a[-2::-3] -= 1
    return a

@njit
def rt_step(a, i, j, k):
    v = a[i:j:k]
    v += 1000.0
    return v.copy(), a[j:i:-k].size

# call: rev_assign(np.arange(5.0))
# call: rev_2d(np.arange(6.0).reshape(3, 2))
# call: overlap(np.arange(7))
# call: rt_step(np.arange(10.0), -1, -11, -2)
