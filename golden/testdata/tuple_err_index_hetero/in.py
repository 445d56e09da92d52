"""tuple.index on a heterogeneous tuple is rejected, as Numba has no implementation for it."""
# error: unsupported-feature
from numba import njit


@njit("int64(float64)")
def f(x):
    t = (4, 5.5, 6)
    return t.index(x)
