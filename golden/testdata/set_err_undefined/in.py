"""An empty set() that nothing adds to has no item type: rejected, as Numba cannot infer set(undefined)."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(n):
    s = set()
    return len(s) + n
