"""A generator with an eager signature: rejected (called from Go without one, it returns a *kernels.Iter)."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def squares(n):
    for i in range(n):
        yield i * i
