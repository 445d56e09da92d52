"""More ufuncs: logaddexp2, nextafter, float_power, ldexp, spacing, gcd and lcm, on arrays
and numbers, with an output array too."""
import numpy as np
from numba import njit


@njit
def floats(x, y):
    return np.logaddexp2(x, y), np.nextafter(x, y), np.float_power(x, 2.0), np.spacing(x), np.ldexp(x, 3)


@njit
def ints(a, b, out):
    np.lcm(a, b, out)
    return np.gcd(a, b), out, np.gcd(12, 18), np.lcm(4, 6)


@njit
def scalars(x, y):
    return np.logaddexp2(x, y), np.nextafter(x, y), np.spacing(x), np.float_power(x, y)

# call: floats(np.array([1.0, -2.5, 0.0, 1e300]), np.array([2.0, -2.5, -1.0, 1e300]))
# call: ints(np.array([12, -4, 0, 7]), np.array([18, 6, 5, 0]), np.zeros(4, dtype=np.int64))
# call: scalars(3.0, 1.0)
