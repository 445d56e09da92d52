"""break in a literal_unroll loop is rejected: pygo unrolls the loop into straight-line copies of its body."""
# error: unsupported-feature
from numba import njit, literal_unroll


@njit("int64(int64)")
def f(n):
    s = 0
    for x in literal_unroll((n, 2.5)):
        if x > 2:
            break
        s += 1
    return s
