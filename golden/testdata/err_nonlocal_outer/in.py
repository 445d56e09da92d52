"""nonlocal naming a variable two functions out is rejected: Numba 0.56 compiles it but leaves
the outer variable unchanged (deep(3) is 0 there, 6 in Python)."""
# error: unsupported-feature
from numba import njit


@njit
def deep(n):
    s = 0

    def outer():
        def inner():
            nonlocal s
            s += n

        inner()

    outer()
    return s

# call: deep(3)
