"""0-d arrays in arithmetic: with scalars and other 0-d arrays the result is a scalar computed as a ufunc (division by zero gives inf or 0), with 1-d arrays it broadcasts; in-place operators keep the 0-d array; ufuncs and comparisons."""
import numpy as np
from numba import njit


@njit
def scalars(a, b, s):
    return a + 1.0, a * a, -a, a - b, s * a, a ** 2, a / 0.0, a > 1.0, a == b


@njit
def ints(a, n):
    return a // 0, a % 0, a // n, a * n, ~a, a + 0.5


@njit
def ufuncs(a, b):
    return np.sin(a), np.sqrt(a), np.maximum(a, b), np.add(a, 2), np.divide(a, 0.0)


@njit
def vectors(a, x):
    return x * a, a - x, a + x / 2, x > a


@njit
def inplace(a, x):
    a += 1.0
    a *= 3
    x -= a
    return a, x


@njit
def chain(a):
    y = a * 2.0
    return y + 1.0, (a + 1.0) * (a - 1.0)

# call: scalars(np.array(2.5), np.array(-1.0), 3.0)
# call: scalars(np.array(4), np.array(4), 2)
# call: ints(np.array(7), 2)
# call: ints(np.array(-7), -3)
# call: ufuncs(np.array(4.0), np.array(5.0))
# call: ufuncs(np.array(9), np.array(2))
# call: vectors(np.array(2.0), np.arange(4.0))
# call: vectors(np.array(3), np.array([1, 5, 2]))
# call: inplace(np.array(2.0), np.arange(3.0))
# call: chain(np.array(1.5))
