"""Storing into a dict shared by the iterations of a prange loop is a race and is rejected."""
# error: parallel-race
from numba import njit, prange


@njit("int64(int64)", parallel=True)
def f(n):
    d = {0: 0}
    for i in prange(n):
        d[i] = i * i
    return len(d)
