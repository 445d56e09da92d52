"""An inner function cannot be returned: Numba 0.56 rejects closures that escape."""
# error: type-mismatch
from numba import njit


@njit
def make_scale(k):
    def g(y):
        return y * k
    return g

# call: make_scale(3)
