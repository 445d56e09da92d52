"""Tuples of functions: literal_unroll over them (each iteration calls its function directly), functions of
different result types in one tuple, a tuple of functions passed to another function, and an item taken at a
constant index."""
from numba import njit, literal_unroll


@njit
def sq(x):
    return x * x


@njit
def half(x):
    return x / 2


@njit
def count_digits(x):
    n = 0
    v = abs(int(x))
    while v > 0:
        v //= 10
        n += 1
    return n


@njit
def chain(x):
    for f in literal_unroll((sq, half, sq)):
        x = f(x)
    return x


@njit
def each(fs, x):
    total = 0.0
    for f in literal_unroll(fs):
        total += f(x)
    return total


@njit
def run(x):
    fs = (sq, half, count_digits)
    g = fs[1]
    return each(fs, x), g(x), each((half, half, sq), x)

# call: chain(3.0)
# call: chain(-0.5)
# call: run(123.0)
# call: run(-7.5)
