"""Parameters with None defaults: `def f(a, out=None)` allocates the output when it is
left out and writes into the given array otherwise; a None scale is skipped. As Numba,
each call form is its own specialization, where `is None` on the parameter is a constant."""
import numpy as np
from numba import njit


@njit
def double(a, out=None):
    if out is None:
        out = np.empty_like(a)
    for i in range(a.shape[0]):
        out[i] = a[i] * 2.0
    return out


@njit
def scaled(x, scale=None, shift=None):
    r = x
    if scale is not None:
        r = r * scale
    if shift is not None:
        r += shift
    return r


@njit
def caller(a):
    b = np.zeros_like(a)
    double(a, b)
    c = double(a)
    return b.sum() + c.sum() + scaled(1.0) + scaled(1.0, 3.0) + scaled(2.0, None, 0.5)

# call: double(np.arange(3.0))
# call: double(np.arange(3.0), np.zeros(3))
# call: scaled(2.0)
# call: scaled(2.0, 4.0)
# call: scaled(2.0, 4.0, 1.0)
# call: caller(np.ones(4))
