"""A distance module modelled on umap-learn's distances.py and QuantEcon's quad.py: many lazy
@njit functions, a few named by `# sig:`. The others are skipped with a warning, and what the
typed entries do not reach is never checked: an unused @vectorize function, a generator, a
dict and a list comprehension in functions nobody calls."""
# sig: euclidean(float64[::1], float64[::1])
# sig: minkowski(float64[::1], float64[::1])
# sig: minkowski(float64[::1], float64[::1], float64)
# sig: weighted_l1(float64[::1], float64[::1], float64[::1])
import math

import numpy as np
import numba
from numba import vectorize

_mock_ones = np.ones(2, dtype=np.float64)


@vectorize(nopython=True)
def fix(x):
    if x < 0:
        return math.ceil(x)
    return math.floor(x)


@numba.njit()
def sign(a):
    if a < 0:
        return -1
    return 1


@numba.njit(fastmath=True)
def euclidean(x, y):
    result = 0.0
    for i in range(x.shape[0]):
        result += (x[i] - y[i]) ** 2
    return np.sqrt(result)


@numba.njit()
def minkowski(x, y, p=2):
    result = 0.0
    for i in range(x.shape[0]):
        result += (np.abs(x[i] - y[i])) ** p
    return result ** (1.0 / p)


@numba.njit()
def standardised_euclidean(x, y, sigma=_mock_ones):
    result = 0.0
    for i in range(x.shape[0]):
        result += ((x[i] - y[i]) ** 2) / sigma[i]
    return np.sqrt(result)


@numba.njit()
def abs_diff(a, b):
    return abs(a - b) * sign(a - b) * sign(a - b)


@numba.njit()
def weighted_l1(x, y, w):
    result = 0.0
    for i in range(x.shape[0]):
        result += w[i] * abs_diff(x[i], y[i])
    return result


@numba.njit()
def pairs(n):
    for i in range(n):
        yield i, i + 1


@numba.njit()
def named_metric(name):
    table = {"euclidean": 0, "minkowski": 1}
    return table[name]


@numba.njit()
def squares(n):
    return [i * i for i in range(n)]

# call: euclidean(np.array([0.0, 3.0]), np.array([4.0, 0.0]))
# call: minkowski(np.array([0.0, 3.0]), np.array([4.0, 0.0]))
# call: minkowski(np.array([1.0, -2.0, 0.5]), np.array([0.0, 1.0, 2.0]), 3.0)
# call: weighted_l1(np.array([1.0, -2.0, 0.5]), np.array([0.0, 1.0, 2.0]), np.array([1.0, 0.5, 2.0]))
