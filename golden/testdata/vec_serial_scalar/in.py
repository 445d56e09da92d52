"""Reductions that keep their Go loop: terms too cheap to compute apart, a function with no
vector form, an exit that depends on the sum, an integer accumulator, an accumulator read
inside the body and a loop variable used as an integer."""
import math

import numpy as np
from numba import njit


@njit
def cheap(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i] * y[i] + 1.0
    return s


@njit
def no_vector_form(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += math.gamma(x[i])
    return s


@njit
def until(x, limit):
    s = 0.0
    for i in range(x.shape[0]):
        if s > limit:
            break
        s += math.exp(x[i])
    return s


@njit
def while_exit(x, limit):
    s = 0.0
    i = 0
    while i < x.shape[0] and s < limit:
        s += math.exp(x[i])
        i += 1
    return s, i


@njit
def int_count(x):
    c = 0
    for i in range(x.shape[0]):
        c += int(math.exp(x[i]))
    return c


@njit
def reads_acc(x):
    s = 1.0
    for i in range(x.shape[0]):
        s += math.exp(x[i]) / s
    return s


@njit
def int_index(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += math.exp(x[i]) * (i % 3)
    return s

# call: cheap(np.linspace(0.0, 1.0, 700), np.linspace(2.0, -1.0, 700))
# call: no_vector_form(np.linspace(0.5, 4.0, 300))
# call: until(np.linspace(0.0, 2.0, 1000), 50.0)
# call: while_exit(np.linspace(0.0, 2.0, 1000), 50.0)
# call: int_count(np.linspace(0.0, 5.0, 999))
# call: reads_acc(np.linspace(-1.0, 1.0, 500))
# call: int_index(np.linspace(-1.0, 1.0, 500))
