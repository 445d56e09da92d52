# compare: exact
"""A float to an integer power is repeated multiplication in Numba (not pow), and 0.0 to a
negative integer power raises ZeroDivisionError."""
import numpy as np
from numba import njit


@njit
def literal_powers(x):
    return x ** 0, x ** 1, x ** 2, x ** 3, x ** 4, x ** 5, x ** 7, x ** -1, x ** -3


@njit
def variable_power(x, n):
    return x ** n


@njit
def squared_distance(a, b):
    s = 0.0
    for i in range(a.shape[0]):
        s += (a[i] - b[i]) ** 2
    return s


@njit
def power_assign(x, n):
    y = x
    y **= n
    return y


@njit
def float32_cube(x):
    y = np.float32(x)
    return y ** 3

# call: literal_powers(1.1)
# call: literal_powers(-2.5)
# call: literal_powers(0.0)
# call: variable_power(1.1, 7)
# call: variable_power(3.0, -2)
# call: variable_power(0.0, -1)
# call: variable_power(1.0000001, 100000)
# call: squared_distance(np.array([1.5, 2.0, -3.25]), np.array([0.5, 4.0, 1.0]))
# call: power_assign(1.7, 5)
# call: float32_cube(1.1)
