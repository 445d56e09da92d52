"""A nonlocal assignment of a value of another type than the enclosing variable's is rejected:
Numba types the binding on its own (the float variable reads back as an int), which one Go
variable cannot mirror."""
# error: type-mismatch
from numba import njit


@njit
def converted(n):
    acc = 0.0

    def add(i):
        nonlocal acc
        acc = i * 2

    add(n)
    return acc

# call: converted(3)
