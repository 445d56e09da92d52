"""A closure passed to another nested function defined after it (usecase outer19 of Numba's
test_closure.py): Numba inlines both, so the closure keeps reading the variables around it; one
specialization of the callee per closure passed."""
from numba import njit


@njit
def outer19(x):
    z1 = x + 1
    z2 = x + 2

    def inner(x):
        return x + z1

    def inner2(f, x):
        return f(x) + z2
    return inner2(inner, x)


@njit
def two_closures(x, k):
    scale = k * 1.5

    def up(v):
        return v * scale

    def down(v):
        return v - scale

    def apply_twice(f, v):
        return f(f(v))
    return apply_twice(up, x), apply_twice(down, x)

# call: outer19(10)
# call: two_closures(2.0, 2)
# call: two_closures(-1.0, 0)
