# compare: exact
"""A power of number literals with a float result is folded by CPython's optimizer before Numba
sees the bytecode, so 2.0 ** -1074 is the literal 5e-324 and 2 ** -1 the float 0.5, where the run
time's repeated multiplication (Numba's int_power, for a float base and an integer exponent) gives
0.0 for 2.0 ** n with n = -1074: its intermediate 2.0 ** 1074 overflows."""
from numba import njit


@njit
def folded():
    return (2.0 ** -1074, 2 ** -1, (-2.0) ** 3, 10.0 ** -320, 0.5 ** 1074, 2 ** 0.5, -2.0 ** 2,
            (-8.0) ** -3, 2.0 ** -1075, 3 ** -2, 1.5 ** 0, 7.0 ** 1, (-0.0) ** 3, 2.0 ** +1023, 4 ** -0.5)


@njit
def runtime(x, n):
    return x ** n


@njit
def mixed(x):
    return x * 2.0 ** -1074 + 2 ** -2

# call: folded()
# call: runtime(2.0, -1074)
# call: runtime(0.5, 1074)
# call: runtime(2.0, -1022)
# call: mixed(3.0)
