"""A prange loop may write distinct items of a shared list and build lists of its own in each iteration."""
from numba import njit, prange


@njit(parallel=True)
def f(n):
    l = [0] * n
    for i in prange(n):
        mine = [i, i]
        mine.append(i)
        l[i] = len(mine) * i
    return l

# call: f(10)
