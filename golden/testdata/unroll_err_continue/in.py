"""continue in a literal_unroll loop is rejected: pygo unrolls the loop into copies of its body
(break leaves them, see unroll_break; continue would need a jump to the next copy)."""
# error: unsupported-feature
from numba import njit, literal_unroll


@njit("int64(int64)")
def f(n):
    s = 0
    for x in literal_unroll((n, 2.5)):
        if x > 2:
            continue
        s += 1
    return s
