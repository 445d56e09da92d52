"""cmath.sqrt, exp, log, log10, phase, polar and rect."""
import cmath
from numba import njit


@njit
def roots(z):
    return cmath.sqrt(z), cmath.exp(z), cmath.log(z)


@njit
def to_polar(z):
    r, phi = cmath.polar(z)
    return r, phi, cmath.phase(z), cmath.rect(r, phi)


@njit
def quadratic_roots(a, b, c):
    d = cmath.sqrt(b * b - 4.0 * a * c + 0j)
    return (-b + d) / (2.0 * a), (-b - d) / (2.0 * a)

# call: roots(-1+0j)
# call: roots(1+2j)
# call: to_polar(3+4j)
# call: to_polar(-1+0j)
# call: quadratic_roots(1.0, 2.0, 5.0)
