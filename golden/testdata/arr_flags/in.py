"""a.flags.c_contiguous / f_contiguous / contiguous: constants for layouts known when compiling, run-time checks for views."""
import numpy as np
from numba import njit


@njit
def flags(a):
    return a.flags.c_contiguous, a.flags.f_contiguous, a.flags.contiguous


@njit
def views(a):
    t = a.T
    s = a[:, ::2]
    r = a[1:, :]
    c = a[:, 1]
    return (flags(t), flags(s), flags(r), flags(c), flags(a[:1, :]))


@njit
def ensure_c(a):
    if not a.flags.c_contiguous:
        a = np.ascontiguousarray(a)
    return a.flags.c_contiguous, a.sum()

# call: flags(np.arange(6.0))
# call: flags(np.arange(6.0).reshape(2, 3))
# call: flags(np.asfortranarray(np.arange(6.0).reshape(2, 3)))
# call: views(np.arange(12.0).reshape(3, 4))
# call: ensure_c(np.arange(12.0).reshape(3, 4).T)
