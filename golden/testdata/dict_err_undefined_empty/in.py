"""An empty dict that nothing stores into has no key and value types, as Numba reports."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(n):
    d = {}
    return n
