# *args in the shapes Numba programs use: forwarded, counted, indexed, summed, iterated.
import numpy as np
from numba import njit


@njit
def total(*xs):
    s = 0.0
    for x in xs:
        s += x
    return s, len(xs)


@njit
def forward(a, *rest):
    return total(a, *rest)


@njit
def pick(*xs):
    return xs[0] * xs[-1]


@njit
def build(*dims):
    return np.zeros(dims).shape


@njit
def maxof(first, *others):
    m = first
    for o in others:
        if o > m:
            m = o
    return m


# call: total(1.0, 2.0, 3.5)
# call: forward(1.0)
# call: forward(1.0, 2.0, 4.0)
# call: pick(3, 4, 5)
# call: build(2, 3)
# call: maxof(3, 9, 4)
