"""A break that leaves a loop from inside a finally clause is not supported."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(n):
    s = 0
    for i in range(n):
        try:
            s += i
        finally:
            if s > 10:
                break
    return s
