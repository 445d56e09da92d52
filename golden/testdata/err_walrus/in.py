"""The walrus operator `:=` is not supported."""
# error: unsupported-syntax
from numba import njit


@njit("int64(int64)")
def count_halvings(n):
    steps = 0
    while (n := n // 2) > 0:
        steps += 1
    return steps
