"""np.modf (fractional and integral parts, signs kept, modf(inf) = (0, inf)) and np.frexp
(mantissa and int32 exponent, 0 for zeros, infinities and nan) of numbers, float64, float32
and integer arrays (float loop), 2-d arrays, and with outputs given positionally, as out=(a,
b) with None, cast into wider types, and of the wrong shape (ValueError)."""
# oracle: cpython Numba 0.56 does not support np.modf or np.frexp in nopython mode
import numpy as np
from numba import njit


@njit
def parts(x):
    return np.modf(x), np.frexp(x)


@njit
def rebuilt(x):
    frac, whole = np.modf(x)
    m, e = np.frexp(x)
    return frac + whole, m * 2.0 ** e


@njit
def into(x, a, b):
    np.modf(x, a, b)
    return a, b


@njit
def frexp_into(x, m, e):
    res = np.frexp(x, out=(m, e))
    return res[0] is m, res[1] is e, m, e


@njit
def frexp_first(x, m):
    return np.frexp(x, out=(m, None))

# call: parts(3.75)
# call: parts(-2.5)
# call: parts(np.array([0.0, -0.0, 1.5, -1.5, 1e-310, 1e300, np.inf, -np.inf, np.nan]))
# call: parts(np.array([[7, -7], [1024, 0]]))
# call: parts(np.array([0.1, -3.75, 65536.5], dtype=np.float32))
# call: parts(np.array([3, -300, 0], dtype=np.int16))
# call: rebuilt(np.linspace(-4.0, 4.0, 7))
# call: into(np.array([2.25, -0.5, 10.0]), np.zeros(3), np.zeros(3))
# call: into(np.array([2.25, -0.5, 10.0], dtype=np.float32), np.zeros((2, 3)), np.zeros((2, 3)))
# call: into(np.array([2.25, -0.5, 10.0]), np.zeros(4), np.zeros(4))
# call: frexp_into(np.array([8.0, -0.375, 5.0]), np.zeros(3), np.zeros(3, dtype=np.int64))
# call: frexp_into(np.array([8.0, -0.375, 5.0]), np.zeros(3), np.zeros(3, dtype=np.int32))
# call: frexp_first(np.arange(6.0).reshape(2, 3), np.zeros((2, 3)))
