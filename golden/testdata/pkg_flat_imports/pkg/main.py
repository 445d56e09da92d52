"""Package case without __init__.py: modules beside each other import one another by their
plain names (import m, from m import f), as a script's directory does, and one module reads
another's constants through the module object."""
import numpy as np
from numba import njit

import consts
import helpers as h
from helpers import capped


@njit
def total(n):
    s = 0.0
    for i in range(n):
        s += capped(i) * h.weight(i, consts.WEIGHTS)
    return s + consts.EPS


@njit
def fill(a):
    for i in range(a.shape[0]):
        a[i] = h.capped(i * 3)
    return a.sum()

# call: total(0)
# call: total(25)
# call: fill(np.zeros(6))
