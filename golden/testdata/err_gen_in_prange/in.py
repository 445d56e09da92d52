"""yield inside a prange loop is rejected: the iterations run in parallel."""
# error: unsupported-feature
from numba import njit, prange


@njit(parallel=True)
def count(n):
    for i in prange(n):
        yield i


@njit
def f(n):
    return list(count(n))

# call: f(3)
