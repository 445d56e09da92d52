"""@jit(nopython=True), @jit("f8(f8)", nopython=True, nogil=True) and numba.jit forms."""
import math
import numba
from numba import jit


@jit(nopython=True)
def logistic(x):
    return 1.0 / (1.0 + math.exp(-x))


@jit("f8(f8)", nopython=True, nogil=True)
def logit(p):
    return math.log(p / (1.0 - p))


@numba.jit(nopython=True)
def roundtrip(x):
    return logit(logistic(x))

# call: logistic(0.0)
# call: logistic(-800.0)
# call: logit(0.25)
# call: logit(1.0)
# call: roundtrip(3.0)
