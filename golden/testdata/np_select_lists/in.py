"""np.select with lists of arrays (literals in the call, lists held in variables, lists built
by append) and tuples held in variables, as Numba: the first true condition picks its choice,
the default elsewhere (promoted with the choices' dtype); lists of unequal length raise."""
import numpy as np
from numba import njit


@njit
def select_vars(a):
    c = [a > 1, a > 2]
    v = [a, a * 2]
    return np.select(c, v), np.select(c, v, -1.5)


@njit
def select_built(a, n):
    conds = []
    choices = []
    for k in range(n):
        conds.append(a > k)
        choices.append(a * k)
    return np.select(conds, choices, 100)


@njit
def select_mixed(a):
    t = (a < 0, a > 3)
    return np.select(t, [-a, a + 10]), np.select([a == 2], (a - 2.5,))


@njit
def select_unequal(a):
    return np.select([a > 1, a > 2], [a])

# call: select_vars(np.arange(4.0))
# call: select_vars(np.arange(4))
# call: select_vars(np.arange(12.0).reshape(3, 4) - 3)
# call: select_built(np.arange(6), 3)
# call: select_built(np.arange(6), 0)
# call: select_mixed(np.arange(-2, 6))
# call: select_unequal(np.arange(4))
