"""np.cov, np.corrcoef and np.array_equal of tuples, lists and numbers, as Numba 0.56 takes them
through np.asarray: one variable (a flat tuple or list, a number) gives cov's 0-d variance and
corrcoef's float, a y of another kind stacks under m; array_equal compares shapes, then values
after NumPy's promotion."""
import numpy as np
from numba import njit


@njit
def cov_one(t):
    return np.cov(t), np.cov(t, bias=True), np.corrcoef(t)


@njit
def cov_two(x, y):
    return np.cov(x, y), np.corrcoef(x, y)


@njit
def cov_list(n):
    return np.cov([i * i for i in range(n)]), np.cov(np.arange(n), [float(i % 3) for i in range(n)])


@njit
def equal(a, b):
    return np.array_equal(a, b)

# call: cov_one((1.0, 2.0, 4.0))
# call: cov_one((True, False, True))
# call: cov_one((3, 1, 4, 1, 5))
# call: cov_one(3.0)
# call: cov_one(7)
# call: cov_two((1.0, 2.0, 4.0), (1, 0, 2))
# call: cov_two((1.0, 2.0, 4.0), np.array([[1.0, 0.5, 2.0], [0.0, 1.0, 3.0]]))
# call: cov_two(1.0, 2.0)
# call: cov_two((1.0, 2.0), (1.0, 2.0, 3.0))
# call: cov_list(5)
# call: equal((1, 2), (1, 2))
# call: equal((1, 2), (1.0, 2.0))
# call: equal((1, 2), (1, 2, 3))
# call: equal((1, 2), np.array([1, 2]))
# call: equal(1, 1)
# call: equal(1.5, 2)
# call: equal(1, np.array([1]))
# call: equal(np.array([1.0, 2.5]), (1.0, 2.5))
