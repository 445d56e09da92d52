"""Functions that update their array arguments in place and return nothing or a scalar: augmented
assignment on the whole array, row swaps, prefix sums, and two arguments updated together."""
import numpy as np
from numba import njit


@njit
def normalize(a):
    a /= a.sum()


@njit
def swap_rows(m, i, j):
    tmp = m[i].copy()
    m[i] = m[j]
    m[j] = tmp


@njit
def prefix_sum(a):
    for i in range(1, len(a)):
        a[i] += a[i - 1]
    return a[-1]


@njit
def update_two(a, b):
    a += b
    b *= -1
    a[0] = b[-1]

# call: normalize(np.array([1.0, 3.0, 4.0]))
# call: swap_rows(np.arange(6.0).reshape(3, 2), 0, -1)
# call: swap_rows(np.arange(6).reshape(2, 3), 1, 1)
# call: swap_rows(np.asfortranarray(np.arange(6.0).reshape(3, 2)), 2, 0)
# call: prefix_sum(np.array([3, -1, 4, -1, 5]))
# call: update_two(np.arange(3.0), np.array([0.5, -1.0, 2.0]))
# call: normalize(np.array([1.0, -1.0]))
