"""np.arange of float32 bounds as Numba 0.56: its impl unifies start with the literal 0 of the
one-bound form, so the bounds become float64 before stop - start, and the count and the values
are float64 arithmetic (arange(0.2f, 1.2f) has two elements, where a float32 subtraction gives
one); a float32 step too."""
import numpy as np
from numba import njit


@njit
def ar(a, b):
    return np.arange(np.float32(a), np.float32(b))


@njit
def ar_step(a, b, s):
    return np.arange(np.float32(a), np.float32(b), np.float32(s)), np.arange(np.float32(a), np.float32(b), s)


@njit
def ar_int_step(a, b, s):
    return np.arange(np.float32(a), np.float32(b), s)


@njit
def ar_mixed(a, b):
    return np.arange(np.float32(a), b), np.arange(a, np.float32(b))

# call: ar(0.2, 1.2)
# call: ar(0.1, 2.3)
# call: ar(-1.7, 3.3)
# call: ar(3.0, 1.0)
# call: ar_step(0.2, 1.2, 0.5)
# call: ar_step(0.1, 1.0, 0.3)
# call: ar_step(2.0, -1.0, -0.7)
# call: ar_step(0.0, 1.0, 0.0)
# call: ar_int_step(0.2, 4.2, 2)
# call: ar_mixed(0.2, 1.2)
