"""A dict display whose later value is a float where the first is an int is rejected as Numba rejects it (its setitem cannot safely cast float64 to int64), not compiled as a float dict."""
# error: type-mismatch
from numba import njit


@njit("float64()")
def f():
    d = {1: 1, 3: 2.5}
    return d[3]
