"""np.array of a list of arrays and of nested list comprehensions (Numba's array comprehension)."""
import numpy as np
from numba import njit


@njit
def nested_array(n):
    return np.array([np.array([x for x in range(n)]) for y in range(n)])


@njit
def nest3(n):
    return np.array([[[i * j * k for k in range(n)] for j in range(n)] for i in range(n)])


@njit
def nest3_var(n, m):
    l = [[[float(i * j - k) for k in range(m)] for j in range(n)] for i in range(2)]
    return np.array(l)


@njit
def ragged3(m):
    l = [[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0]]]
    l[1].append([7.0] * m)
    return np.array(l)


# call: nested_array(3)
# call: nested_array(0)
# call: nest3(2)
# call: nest3_var(2, 3)
# call: nest3_var(1, 1)
# call: ragged3(2)
# call: ragged3(1)
