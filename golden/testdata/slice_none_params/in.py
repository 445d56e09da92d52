# Slice bounds and steps that are parameters bound to None (typed none): the part is left
# out, as a literal None or an omitted bound is, for array views, slice assignment with
# broadcasting, lists, str and del of a list slice.
import numpy as np
from numba import njit


@njit
def set_rows(a, b, start, stop, step):
    a[start:stop:step] = b
    return a


@njit
def view(a, start, stop, step):
    return a[start:stop:step]


@njit
def view2(a, start, stop, col):
    return a[start:stop, col:]


@njit
def seqs(n, start, stop, step):
    l = list(range(n))
    s = 'abcdefghij'
    return l[start:stop:step], s[start:stop:step]


@njit
def del_items(n, start, stop, step):
    l = list(range(n))
    del l[start:stop:step]
    return l


# call: set_rows(np.arange(6).reshape(3, 2), np.arange(1, 3), 0, None, 2)
# call: set_rows(np.arange(6).reshape(3, 2), np.arange(1, 5).reshape(2, 2), None, 2, 1)
# call: set_rows(np.arange(10), 7, None, None, -3)
# call: set_rows(np.arange(10.0), np.arange(3.0), 1, 7, None)
# call: view(np.arange(10), None, 7, None)
# call: view(np.arange(10), 8, None, -2)
# call: view(np.arange(12).reshape(4, 3), None, None, -1)
# call: view2(np.arange(12).reshape(4, 3), None, 3, None)
# call: view2(np.arange(12).reshape(4, 3), 1, None, 1)
# call: seqs(10, None, 7, None)
# call: seqs(10, 8, None, -2)
# call: seqs(10, None, None, None)
# call: del_items(10, None, 7, None)
# call: del_items(10, 8, None, -2)
