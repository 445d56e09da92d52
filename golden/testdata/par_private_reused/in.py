"""Variables a prange loop assigns before reading them are private to each iteration even when
other code uses the same name: an inner loop's index reused by a later loop (serial or prange),
and a temporary given a value before the loop and again, first, in every iteration, and
reassigned after the loop before it is read."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def stencil_rows(u, size):
    for i in prange(1, size - 1):
        for j in range((i + 1) % 2 + 1, size - 1, 2):
            u[i, j] = u[i + 1, j] + 1
    for i in prange(1, size - 1):
        for j in range(i % 2 + 1, size - 1, 2):
            u[i, j] = u[i + 1, j] + 1
    return u


@njit(parallel=True)
def copy_then_fill(a, b, size):
    for i in prange(size):
        for j in range(size):
            a[i, j] = b[i, j] + 1
    for i in prange(size):
        for j in range(size):
            b[j, i] = 3
    return a[0, 0] + b[0, 0]


@njit(parallel=True)
def temp_reused(x):
    t = 0.0
    out = np.empty_like(x)
    for i in prange(x.shape[0]):
        t = x[i] * 2.0
        out[i] = t + 1.0
    t = out.sum()
    for j in range(3):
        t += j
    return out, t

# call: stencil_rows(np.zeros((4, 4)), 4)
# call: stencil_rows(np.arange(36.0).reshape(6, 6), 6)
# call: copy_then_fill(np.zeros((5, 5)), np.arange(25.0).reshape(5, 5), 5)
# call: temp_reused(np.arange(5.0))
# call: temp_reused(np.array([-1.5, 2.0]))
