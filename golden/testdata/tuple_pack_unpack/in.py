"""Tuple packing/unpacking, swapping and nested tuples (Fibonacci by pairs)."""
from numba import njit


@njit
def fib_pair(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


@njit
def rotate_same(x, y, z):
    x, y, z = y, z, x
    return x, y, z


@njit
def nested(p):
    (a, b), c = p
    return a * c + b

# call: fib_pair(0)
# call: fib_pair(50)
# call: fib_pair(93)
# call: rotate_same(1.0, 2.5, 3.0)
# call: nested(((2, 3), 4))
