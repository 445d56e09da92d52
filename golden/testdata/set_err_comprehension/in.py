"""A set comprehension is rejected, as Numba 0.56 rejects it (unsupported opcode SET_ADD)."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(n):
    s = {i % 3 for i in range(n)}
    return len(s)
