"""Calls whose Python value is None used as values: `return a.fill(v)`, `return
np.random.seed(s)`, a helper without a result returned from its caller. Numba returns None;
the Go function evaluates the call as a statement and returns nothing."""
import random

import numpy as np
from numba import njit


@njit
def fill_and_return(a, v):
    return a.fill(v)


@njit
def sort_and_return(a):
    return a.sort()


@njit
def reseed(s):
    return np.random.seed(s)


@njit
def reseed_py(s):
    return random.seed(s)


def log_value(x):
    print("value", x)


@njit
def forward(x):
    return log_value(x)


@njit
def draw_after(s):
    reseed(s)
    reseed_py(s)
    forward(s)
    return np.random.random() + random.random()


# call: fill_and_return(np.zeros(3), 2.5)
# call: sort_and_return(np.array([3.0, 1.0, 2.0]))
# call: reseed(7)
# call: reseed_py(7)
# call: forward(4)
# call: draw_after(11)
