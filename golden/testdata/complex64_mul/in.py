"""complex64 products as Numba computes them: each part's products rounded to float32 before the sum (Go's own
complex64 * works in float64 and rounds once), in scalar code, augmented assignment and array expressions."""
import numpy as np
from numba import njit


@njit
def scalar(a):
    x = a[0] * a[1]
    y = a[2]
    y *= a[3]
    return x, y, a[0] * a[1] * a[2]


@njit
def elementwise(a, b):
    return a * b, a * b + a


@njit
def running(a):
    c = a[0]
    for i in range(1, a.size):
        c = c * a[i]
        a[i] *= c
    return c, a

# call: scalar(np.array([0.1-0.09j, 0.2+0.18j, 0.3-0.27j, 0.4+0.36j], dtype=np.complex64))
# call: scalar(np.array([1.2-1.09j, 1.1-1j, 1+0.9j, 0.9-0.8j], dtype=np.complex64))
# call: elementwise(np.array([0.1-0.09j, 0.2+0.18j, 0.3-0.27j], dtype=np.complex64), np.array([1.2-1.09j, 1.1-1j, 0.7+0.6j], dtype=np.complex64))
# call: running(np.array([0.1-0.09j, 0.2+0.18j, 0.3-0.27j, 0.4+0.36j, 0.5-0.45j, 0.6+0.54j], dtype=np.complex64))
