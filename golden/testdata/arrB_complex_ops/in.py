"""complex128 arrays with float, int and complex operands: + - * / and ==, the real and imag
attributes, and promotion of real arrays by a complex scalar."""
import numpy as np
from numba import njit


@njit
def with_arrays(z, x, k):
    return z + x, z * x, z / x, z - k, z * z, z / z, z == x


@njit
def with_scalars(z, c, x):
    return z * c, z + x, c - z, z / c, x * z


@njit
def real_by_complex(x, k, c):
    return x * c, k + c, x + 1j


@njit
def parts(z):
    return z.real, z.imag, z.real * 2.0 - z.imag

# call: with_arrays(np.array([1 + 2j, -3 + 0.5j, 0j]), np.array([2.0, -1.0, 0.5]), np.array([1, 2, 3]))
# call: with_arrays(np.array([1.5 - 2j]), np.array([4.0]), np.array([-7]))
# call: with_scalars(np.array([1 + 1j, 2 - 3j, -0.5j]), 1 - 2j, 2.5)
# call: real_by_complex(np.array([1.0, -2.0, 0.5]), np.array([3, 0, -1]), 0.5 + 2j)
# call: parts(np.array([1 + 2j, -3 - 4j, 0.5j]))
