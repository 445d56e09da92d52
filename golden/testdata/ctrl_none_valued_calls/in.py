"""Calls whose Python value is None used as values: `return a.fill(v)`, `return
np.random.seed(s)`, a helper without a result returned from its caller, a conditional
expression of two such calls. Numba returns None; the Go function evaluates the calls as
statements and returns nothing."""
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
def fill_either(a, c):
    return a.fill(1.0) if c else a.fill(2.0)


@njit
def fill_or_none(a, c):
    a.fill(3.0) if c else None


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
# call: fill_either(np.zeros(2), True)
# call: fill_either(np.zeros(2), False)
# call: fill_or_none(np.zeros(2), True)
# call: fill_or_none(np.zeros(2), False)
# call: reseed(7)
# call: reseed_py(7)
# call: forward(4)
# call: draw_after(11)
