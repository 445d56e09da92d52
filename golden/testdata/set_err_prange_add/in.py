"""Adding to a set shared by the iterations of a prange loop is a race: rejected."""
# error: parallel-race
from numba import njit, prange


@njit("int64(int64)", parallel=True)
def f(n):
    s = {0, 1}
    for i in prange(n):
        s.add(i % 5)
    return len(s)
