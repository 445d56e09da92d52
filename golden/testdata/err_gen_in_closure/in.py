"""A generator defined inside a function is rejected, as Numba rejects yield in a closure."""
# error: unsupported-feature
from numba import njit


@njit
def f(n):
    def g():
        for i in range(n):
            yield i

    return sum(g())

# call: f(3)
