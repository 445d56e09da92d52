"""nonlocal of a variable the enclosing function first assigns after the def is rejected, as
Numba 0.56 rejects it (unsupported use of op_LOAD_CLOSURE)."""
# error: unsupported-feature
from numba import njit


@njit
def later(n):
    def g():
        nonlocal s
        s = n * 2

    s = 0
    g()
    return s

# call: later(3)
