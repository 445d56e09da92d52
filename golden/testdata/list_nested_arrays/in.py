"""Lists of lists of arrays as results (Numba's test_lists test_returning_list_of_list): each
level a list, the innermost items arrays of any dimension."""
import numpy as np
from numba import njit


@njit
def ranges(n):
    return [[np.arange(i)] for i in range(n)]


@njit
def grids(n):
    out = []
    for i in range(n):
        row = [np.ones((i, 2)) * i, np.zeros((1, i))]
        out.append([row])
    return out


# call: ranges(4)
# call: ranges(0)
# call: grids(3)
