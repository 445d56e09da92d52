"""Real code: distributions as numba-stats writes them: @vectorize with float32 and float64
loops calling each other (a ufunc called inside another ufunc's body and from @njit code on
scalars and arrays), erf/erfc/log1p/expm1, and a truncated-normal pdf normalised by cdf
differences."""
import math
import numpy as np
from numba import njit, vectorize, float32, float64


@vectorize([float32(float32), float64(float64)], cache=True)
def _norm_cdf(z):
    c = np.sqrt(0.5)
    return 0.5 * (1.0 + math.erf(z * c))


@vectorize([float64(float64, float64, float64)])
def norm_logpdf(x, mu, sigma):
    z = (x - mu) / sigma
    return -0.5 * z * z - math.log(sigma) - 0.5 * math.log(2 * math.pi)


@vectorize([float64(float64, float64, float64, float64, float64)])
def truncnorm_pdf(x, xmin, xmax, mu, sigma):
    if x < xmin or x > xmax:
        return 0.0
    za = (xmin - mu) / sigma
    zb = (xmax - mu) / sigma
    norm = _norm_cdf(zb) - _norm_cdf(za)
    return math.exp(norm_logpdf(x, mu, sigma)) / norm


@vectorize([float64(float64, float64)])
def expon_logcdf(x, lam):
    if x < 0:
        return -np.inf
    return math.log1p(-math.exp(-lam * x))


@njit
def run(x):
    return truncnorm_pdf(x, -1.0, 2.0, 0.5, 1.0), _norm_cdf(x), _norm_cdf(0.5), expon_logcdf(x, 2.0), norm_logpdf(1.0, 0.0, 2.0)


# call: run(np.array([-2.0, -0.5, 0.0, 1.0, 2.5]))
# call: _norm_cdf(np.array([0.5, -1.0], dtype=np.float32))
