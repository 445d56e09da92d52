"""np.linspace: increasing and decreasing ranges, num 0, 1 and 2, integer endpoints and negative values."""
import numpy as np
from numba import njit


@njit
def lin(a, b, n):
    return np.linspace(a, b, n)


@njit
def int_ends(n):
    return np.linspace(0, 10, n), np.linspace(-3, 3, 7)


@njit
def default_num():
    x = np.linspace(-1.0, 1.0)
    return x.size, x[0], x[1], x[-1]

# call: lin(0.0, 1.0, 5)
# call: lin(2.0, -2.0, 9)
# call: lin(1.0, 5.0, 1)
# call: lin(1.0, 5.0, 0)
# call: lin(-1.5, 1.5, 2)
# call: int_ends(3)
# call: default_num()
