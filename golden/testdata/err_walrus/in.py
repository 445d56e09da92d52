"""An assignment expression evaluated only sometimes (the right operand of `and`) is
reported: pygo hoists `:=` before its statement, which would run it unconditionally."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def count_halvings(n):
    steps = 0
    while n > 0 and (n := n // 2) > 0:
        steps += 1
    return steps
