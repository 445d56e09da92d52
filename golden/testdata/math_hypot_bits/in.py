"""math.hypot, np.hypot, abs of complex numbers and cmath.polar give glibc's hypot bit for bit,
as Numba calls it (Go's math.Hypot differs in the last bit for about a third of arguments),
over a spread of arguments, huge and tiny ones too."""
# compare: exact
import cmath
import math

import numpy as np
from numba import njit


@njit
def hypots(x, y):
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = math.hypot(x[i], y[i])
    return out


@njit
def np_hypot(x, y):
    return np.hypot(x, y)


@njit
def moduli(x, y):
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = abs(complex(x[i], y[i]))
    return out


@njit
def np_abs_complex(x, y):
    return np.abs(x + 1j * y)


@njit
def polar_r(x, y):
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        r, phi = cmath.polar(complex(x[i], y[i]))
        out[i] = r
    return out

# call: hypots(np.linspace(0.1, 7.3, 60), np.linspace(-3.7, 11.1, 60))
# call: hypots(np.linspace(1e300, 1.7e308, 7), np.linspace(1e290, 1e308, 7))
# call: hypots(np.linspace(1e-310, 1e-300, 7), np.linspace(3e-320, 1e-305, 7))
# call: np_hypot(np.linspace(-5.3, 9.1, 60), np.linspace(0.3, 0.9, 60))
# call: moduli(np.linspace(0.1, 7.3, 60), np.linspace(-3.7, 11.1, 60))
# call: np_abs_complex(np.linspace(-2.2, 3.3, 60), np.linspace(4.4, -5.5, 60))
# call: polar_r(np.linspace(0.7, 1.9, 40), np.linspace(2.3, -0.1, 40))
