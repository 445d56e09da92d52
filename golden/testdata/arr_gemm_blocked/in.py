"""Float64 matrix products of awkward sizes and layouts (the blocked GEMM): tile and block edges, transposed, strided and reversed operands, and a product large enough to run on the pool."""
import numpy as np
from numba import njit


@njit
def filled(m, n, phase):
    return np.cos(np.arange(m * n) * 0.7 + phase).reshape(m, n)


@njit
def product(m, k, n):
    return filled(m, k, 0.0) @ filled(k, n, 1.0)


@njit
def layouts(m, k, n):
    a = filled(k, m, 0.5)
    b = filled(2 * k, 3 * n, 2.0)
    return a.T @ b[::2, ::3], np.dot(a.T[::-1], b[::-2, ::-3])


@njit
def large(m, k, n):
    c = filled(m, k, 0.25) @ filled(k, n, 0.75)
    return c[::17, ::13], c.sum()

# call: product(1, 1, 1)
# call: product(1, 7, 33)
# call: product(7, 33, 1)
# call: product(30, 1, 41)
# call: product(1, 100, 1)
# call: product(9, 300, 30)
# call: product(37, 53, 29)
# call: product(3, 0, 4)
# call: layouts(13, 31, 17)
# call: large(200, 300, 150)
