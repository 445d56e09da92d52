"""Inner functions (closures) that capture arrays from the enclosing function, read them and write
into them; the closure is called in a loop and its writes are visible to the outer function."""
import numpy as np
from numba import njit


@njit
def fill_squares(n):
    out = np.zeros(n)

    def put(i, v):
        out[i] = v * v

    for i in range(n):
        put(i, i + 0.5)
    return out


@njit
def scaled_accumulate(a, k):
    acc = np.zeros_like(a)
    scale = k * 2.0

    def add_row(i):
        for j in range(a.shape[1]):
            acc[i, j] += a[i, j] * scale
        return acc[i].sum()

    total = 0.0
    for i in range(a.shape[0]):
        total += add_row(i)
    return acc, total


@njit
def count_above(a, t):
    def above(i):
        return a[i] > t

    c = 0
    for i in range(a.size):
        if above(i):
            a[i] = t
            c += 1
    return c

@njit
def row_view(m):
    def row(i):
        return m[i]

    for i in range(m.shape[0]):
        r = row(i)
        r += i
    return m

# call: fill_squares(4)
# call: fill_squares(0)
# call: row_view(np.zeros((2, 3)))
# call: scaled_accumulate(np.arange(6.0).reshape(2, 3), 1.5)
# call: count_above(np.array([1.0, 5.0, 3.0, 7.0]), 4.0)
