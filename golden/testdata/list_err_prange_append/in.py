"""Appending to a list shared by the iterations of a prange loop would race: a diagnostic (a list each iteration makes is fine)."""
# error: parallel-race
from numba import njit, prange


@njit("int64(int64)", parallel=True)
def f(n):
    l = [0] * n
    for i in prange(n):
        mine = [i, i]
        mine.append(i)
        l[i] = len(mine)
        l.append(i)
    return len(l)
