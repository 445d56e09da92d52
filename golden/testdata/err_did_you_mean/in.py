"""Misspelled names, module functions, methods and attributes, all reported at once, each with a did-you-mean hint."""
# error: undefined-name
import math

import numpy as np
from numba import njit


@njit("float64(float64[::1], int64)")
def f(values, n):
    total = 0.0
    for i in range(n):
        total += math.sqr(valuse[i])
    m = np.sqr(values)
    l = [1, 2]
    l.apend(3)
    s = values.summ()
    r = range(3).stpe
    q = np.lnspace(0, 1, 3)
    return totl
