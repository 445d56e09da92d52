"""ZeroDivisionError from int and float /, // and % (messages differ per operator)."""
from numba import njit


@njit
def tdiv(a, b):
    return a / b


@njit
def fdiv(a, b):
    return a // b


@njit
def rem(a, b):
    return a % b


@njit
def average(total, count):
    return total / count

# call: tdiv(1, 0)
# call: tdiv(1.0, 0.0)
# call: fdiv(7, 0)
# call: fdiv(7.0, -0.0)
# call: rem(-3, 0)
# call: rem(2.5, 0.0)
# call: average(10.0, 4)
# call: average(3, 0)
