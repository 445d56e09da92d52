"""A nested function that calls a nested function defined after it, or itself: Numba rejects
both (Unsupported use of op_LOAD_CLOSURE encountered), and so does pygo, saying why."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def later(x):
    def a(y):
        return b(y) + 1

    def b(y):
        return y * 2
    return a(x)


@njit("int64(int64)")
def recursive(x):
    def a(y):
        if y <= 0:
            return 0
        return a(y - 1) + 1
    return a(x)
