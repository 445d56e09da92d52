"""sum() of a set is rejected, as in Numba 0.56."""
# error: type-mismatch
from numba import njit


@njit("int64(int64)")
def f(n):
    s = {1, 2, n}
    return sum(s)
