"""cmath trigonometric/hyperbolic functions and isnan/isinf/isfinite on complex values."""
import cmath
from numba import njit


@njit
def ctrig(z):
    return cmath.sin(z), cmath.cos(z), cmath.tan(z)


@njit
def chyper(z):
    return cmath.sinh(z), cmath.cosh(z), cmath.tanh(z)


@njit
def cinv(z):
    return cmath.asin(z), cmath.acos(z), cmath.atan(z)


@njit
def cpred(z):
    return cmath.isnan(z), cmath.isinf(z), cmath.isfinite(z)

# call: ctrig(1+1j)
# call: chyper(0.5-2j)
# call: cinv(2+0j)
# call: cpred(complex(float('nan'), 1.0))
# call: cpred(complex(1.0, float('inf')))
