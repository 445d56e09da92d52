"""Tuple displays with starred tuples: (1, *a), (*a,), (1, *a, (1, 2), *a), homogeneous and heterogeneous, evaluated left to right (usecases from Numba's test_tuples); an array joins a tuple by +."""
import numpy as np
from numba import njit


@njit
def build_unpack(a):
    return (1, *a)


@njit
def assign_like(a):
    return (*a,)


@njit
def build_unpack_more(a):
    return (1, *a, (1, 2), *a)


@njit
def starts(a, b):
    return (*a, *b, 7)


@njit
def with_array(x):
    a = np.arange(3)
    t = (a,) + (x,)
    return t[0].sum(), t[1]

# call: build_unpack((4, 5))
# call: build_unpack((4, 5.5))
# call: assign_like((4, 5))
# call: assign_like((4, 5.5))
# call: build_unpack_more((4, 5))
# call: build_unpack_more((4, 5.5))
# call: starts((1.5,), (2, 3))
# call: with_array(123)
