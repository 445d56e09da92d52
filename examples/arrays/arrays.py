"""Array kernels in the styles Numba users write: a loop-based stencil, a whole-array
expression, an axis reduction and a matrix product."""
import numpy as np
from numba import njit


@njit("void(float64[:, ::1], float64[:, ::1])")
def jacobi_step(u, out):
    """One Jacobi sweep of the 2-d Laplace equation over the interior of u."""
    n, m = u.shape
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            out[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])


@njit("float64[::1](float64[::1])")
def softmax(x):
    """The softmax of x, written as whole-array expressions."""
    e = np.exp(x - np.max(x))
    return e / np.sum(e)


@njit("float64[::1](float64[::1])")
def polynomial(x):
    """A degree-4 polynomial with Horner's rule, as one fused array expression."""
    return 1.0 + x * (-0.5 + x * (0.25 + x * (-0.125 + x * 0.0625)))


@njit("float64[::1](float64[:, ::1])")
def column_sums(m):
    """The sum of each column: an axis reduction."""
    return np.sum(m, axis=0)


@njit("float64[:, ::1](float64[:, ::1], float64[:, ::1])")
def matmul(a, b):
    """A matrix product, through BLAS."""
    return a @ b
