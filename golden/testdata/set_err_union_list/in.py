"""set.union of a list is rejected, as Numba's set methods take a set of the same item type."""
# error: type-mismatch
from numba import njit


@njit("int64(int64)")
def f(n):
    s = {1, 2}
    u = s.union([n, 3])
    return len(u)
