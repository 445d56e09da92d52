"""Slices with positive and negative steps on vectors and matrices, with constant and run-time bounds and steps."""
import numpy as np
from numba import njit


@njit
def steps(a):
    return a[::3], a[1::2], a[::-1], a[::-2], a[-2::-3], a[5:0:-2], a[1:6:2]


@njit
def mat_steps(m):
    return m[::-1, :], m[:, ::-2], m[1::2, -1::-1], m[::-1, ::-1], m[::2, 1::2]


@njit
def cube_steps(c):
    return c[::-1, ::2, ::-3], c[1:, :-1:2, 1::2], c[-1, ::-1, 1]


@njit
def by_vars(a, start, stop, step):
    return a[start:stop:step], a[::step], a[start::step]

# call: steps(np.arange(10))
# call: steps(np.arange(3.0))
# call: steps(np.arange(0.0))
# call: mat_steps(np.arange(20.0).reshape(4, 5))
# call: cube_steps(np.arange(24).reshape(2, 3, 4))
# call: by_vars(np.arange(10), 8, 2, -2)
# call: by_vars(np.arange(10.0), -7, -1, 3)
# call: by_vars(np.arange(6), 0, 6, -1)
