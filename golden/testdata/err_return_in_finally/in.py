"""A return inside a finally clause is not supported."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(x):
    try:
        x += 1
    finally:
        return x
