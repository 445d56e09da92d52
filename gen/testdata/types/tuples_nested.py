"""Tuples, a nested function, a comprehension and two specializations of one helper."""
import math

import numpy as np
from numba import njit


def scale(v, k):
    return v * k


@njit("UniTuple(float64, 2)(float64[:, :], int64)")
def stats(m, col):
    def sq(z):
        return z * z

    total = 0.0
    n = m.shape[0]
    for r in range(n):
        total += sq(m[r, col])
    sizes = [scale(i, 2) for i in range(3)]
    norm = math.sqrt(total) if total > 0 else 0.0
    return scale(norm, 1.5), float(sizes[-1])
