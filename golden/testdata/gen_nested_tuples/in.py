"""Generators that yield nested tuples: np.ndenumerate's (index, value) items passed on as they
are (usecase gen_ndenumerate of Numba's test_generators.py, on a C and a transposed array), and a
tuple holding a tuple built in the generator."""
import numpy as np
from numba import njit


@njit
def gen_ndenumerate(arr):
    for tup in np.ndenumerate(arr):
        yield tup


@njit
def enumerated(arr):
    return list(gen_ndenumerate(arr))


@njit
def pairs(n):
    for i in range(n):
        yield (i, (i * 0.5, -i))


@njit
def pair_sum(n):
    s = 0.0
    for i, (h, m) in pairs(n):
        s += i + h * m
    return s, list(pairs(2))

# call: enumerated(np.arange(6, dtype=np.int32).reshape((2, 3)))
# call: enumerated(np.arange(6, dtype=np.int32).reshape((2, 3)).T)
# call: pair_sum(4)
