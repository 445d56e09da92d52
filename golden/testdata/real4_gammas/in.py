"""math.gamma, math.lgamma, math.erf and math.log1p in a log-likelihood of a negative binomial."""
import math
import numpy as np
from numba import njit


@njit
def nb_loglik(k, r, p):
    s = 0.0
    for x in k:
        s += math.lgamma(x + r) - math.lgamma(r) - math.lgamma(x + 1.0) + r * math.log(p) + x * math.log1p(-p)
    return s, math.gamma(4.5), math.erf(0.3)

# call: nb_loglik(np.array([0.0, 1.0, 3.0, 7.0]), 2.5, 0.4)
