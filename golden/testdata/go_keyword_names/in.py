"""Python names that are Go keywords (var, func, type, map, range...) in vector loops and elsewhere."""
import numpy as np
from numba import njit


@njit
def ewma(returns, lam=0.94):
    n = returns.size
    var = np.empty(n)
    var[0] = returns[0] ** 2
    for t in range(1, n):
        var[t] = lam * var[t - 1] + (1 - lam) * returns[t - 1] ** 2
    return np.sqrt(var * 252)


@njit
def scale(type, map, go):
    out = np.empty_like(type)
    for i in range(type.shape[0]):
        out[i] = type[i] * go + map[i]
    return out


@njit
def mix(n):
    var = 0
    func = 1
    chan = 2
    default = 3
    for select in range(n):
        var += select * func + chan
    return var + default


# call: ewma(np.sin(np.arange(12.0)) * 0.01)
# call: ewma(np.array([0.5]))
# call: scale(np.linspace(0.0, 1.0, 11), np.arange(11.0), 2.5)
# call: mix(5)
