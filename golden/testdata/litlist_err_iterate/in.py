"""A for loop over a literal list of mixed items without literal_unroll is rejected, as Numba rejects it (getiter of a LiteralList), with a hint naming literal_unroll."""
# error: unsupported-feature
from numba import njit


@njit("int64()")
def f():
    l = [1, "a", 2.5]
    n = 0
    for x in l:
        n += 1
    return n
