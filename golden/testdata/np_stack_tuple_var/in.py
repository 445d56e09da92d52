"""Stacking functions given a tuple that is not written in the call: a variable, a slice of a
tuple and a function's result (evaluated once), with promotion of the members."""
import numpy as np
from numba import njit


@njit
def pair(a, b):
    return a + 1.0, b * 2


@njit
def held(a, b):
    t = (a, b)
    return np.concatenate(t), np.hstack(t), np.stack(t), np.vstack(t), np.stack(t, 1)


@njit
def sliced(a, b):
    return np.concatenate((a, b, a)[1:]), np.stack((a, )[0:])


@njit
def called(a, b):
    return np.concatenate(pair(a, b)), np.dstack(pair(a, b)), np.column_stack(pair(a, b))


@njit
def mixed(a, b):
    t = (a, b)
    return np.concatenate(t), np.column_stack(t)

# call: held(np.array([1.0, 2.0]), np.array([3.0, 4.0]))
# call: sliced(np.array([1.0, 2.0]), np.array([3.0, 4.0]))
# call: called(np.array([1.0, 2.0, 3.0]), np.array([4.0, 5.0, 6.0]))
# call: mixed(np.array([1, 2]), np.array([0.5, 1.5]))
# call: held(np.array([1.0, 2.0]), np.array([3.0, 4.0, 5.0]))
