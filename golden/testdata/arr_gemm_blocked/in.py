"""Float64 and float32 matrix products of awkward sizes and layouts (the blocked GEMM): tile and block edges, transposed, strided and reversed operands, and products large enough to run on the pool. The float32 operands are small multiples of 1/4, so every summation order gives the same, exact result."""
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

@njit
def small32(m, n, shift):
    return (((np.arange(m * n) * 7 + shift) % 13 - 6) / 4).astype(np.float32).reshape(m, n)


@njit
def product32(m, k, n):
    a = small32(m, k, 0)
    b = small32(k, n, 5)
    c = a @ b
    return c, a.T.copy().T @ b[:, ::-1], np.dot(a[::-1], b)


@njit
def large32(m, k, n):
    c = small32(m, k, 3) @ small32(k, n, 1)
    return c[::11, ::7], c.sum()

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
# call: product32(1, 1, 1)
# call: product32(7, 33, 1)
# call: product32(9, 300, 53)
# call: large32(211, 130, 150)
