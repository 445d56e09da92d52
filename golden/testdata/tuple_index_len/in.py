"""Tuple indexing with constant and negative indices, len, and heterogeneous tuples."""
from numba import njit


@njit
def first_last(t):
    return t[0], t[-1], len(t)


@njit
def describe(n, x, flag):
    rec = (n, x, flag)
    return rec[1] * rec[0], rec[2], len(rec)


@njit
def dot3(u, v):
    return u[0] * v[0] + u[1] * v[1] + u[2] * v[2]

# call: first_last((1, 2, 3, 4))
# call: first_last((2.5,))
# call: describe(3, 1.5, False)
# call: dot3((1.0, 2.0, 3.0), (4.0, -5.0, 6.0))
# call: dot3((1, 2, 3), (4, 5, 6))
