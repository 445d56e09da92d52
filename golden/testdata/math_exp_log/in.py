"""math.sqrt, exp, log, log10, log1p, expm1 including domain edges (nan/-inf, no exceptions)."""
import math
from numba import njit


@njit
def logs(x):
    return math.log(x), math.log10(x), math.log1p(x)


@njit
def exps(x):
    return math.exp(x), math.expm1(x), math.sqrt(x)


@njit
def log_base(x, b):
    return math.log(x) / math.log(b)


@njit
def softplus(x):
    if x > 30.0:
        return x
    return math.log1p(math.exp(x))

# call: logs(100.0)
# call: logs(0.0)
# call: logs(-1.0)
# call: exps(1e-10)
# call: exps(-1.0)
# call: log_base(8, 2)
# call: softplus(-50.0)
