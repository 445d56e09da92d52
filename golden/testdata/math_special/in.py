"""math.erf, erfc, gamma, lgamma, frexp and ldexp (gamma of a pole gives nan/inf, no error)."""
import math
from numba import njit


@njit
def errs(x):
    return math.erf(x), math.erfc(x)


@njit
def gammas(x):
    return math.gamma(x), math.lgamma(x)


@njit
def split(x):
    m, e = math.frexp(x)
    return m, e, math.ldexp(m, e)


@njit
def normal_cdf(x, mu, sigma):
    return 0.5 * (1.0 + math.erf((x - mu) / (sigma * math.sqrt(2.0))))

# call: errs(0.5)
# call: gammas(5.0)
# call: gammas(0.5)
# call: gammas(-1.0)
# call: split(10.0)
# call: normal_cdf(1.96, 0.0, 1.0)
