"""cmath.log(z, base): log(z) / log(base) in the result's precision (complex64 for complex64 arrays), ZeroDivisionError for base 1."""
import cmath

import numpy as np
from numba import njit


@njit
def log_base(x, base):
    return cmath.log(x, base)


@njit
def log_base_arrays(zs, bases):
    out = np.empty(zs.shape[0], dtype=zs.dtype)
    for i in range(zs.shape[0]):
        out[i] = cmath.log(zs[i], bases[i])
    return out


# call: log_base(1+2j, 3+0j)
# call: log_base(2.5, 1j)
# call: log_base(0j, 2)
# call: log_base(-1, -1)
# call: log_base(2.0, 3.0)
# call: log_base(8, 2)
# call: log_base(-2-0j, 0.5+1j)
# call: log_base(3+4j, 1)
# call: log_base(1e300+1e300j, 1e-300j)
# call: log_base_arrays(np.array([1+2j, -3j, 0.5+0.25j], dtype=np.complex64), np.array([3, 1j, -2-2j], dtype=np.complex64))
# call: log_base_arrays(np.array([1+2j, 7.5, -1e10j]), np.array([10+0j, 2j, 0.5]))
# call: log_base_arrays(np.array([2+2j], dtype=np.complex64), np.array([1+0j], dtype=np.complex64))
