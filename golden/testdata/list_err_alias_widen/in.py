"""b = a shares a's list; an append that would widen b's items (Numba then widens a too) is reported instead of copying the list."""
# error: type-mismatch
from numba import njit


@njit("int64(int64)")
def f(n):
    a = [1, 2]
    b = a
    b.append(2.5)
    return len(a)
