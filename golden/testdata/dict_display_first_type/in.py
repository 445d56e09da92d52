"""A dict display takes its key and value types from its first item, as Numba's BuildMapConstraint, and stores the others with setitem's casts: {1: 1.0, 3: 2} is a float dict, {1: True, 3: 2} a bool dict (2 is True, and so is a float stored later), {1: 1, 3: True} an int dict, {1.5: 1, 2: 2} float keys, tuples item by item, and run-time values cast the same way."""
from numba import njit


@njit
def float_first(n):
    d = {1: 1.0, 3: n}
    return d[1] + d[3], d[3] / 2


@njit
def bool_first(n):
    d = {1: True, 3: n, 5: 0}
    d[7] = n * 0.5
    return d[1], d[3], d[5], d[7], len(d)


@njit
def int_first(n):
    d = {1: n, 3: True, 4: False}
    return d[3] + d[4] + d[1]


@njit
def float_keys(n):
    d = {1.5: 1, 2: 2, n: 3}
    return d[2.0], d[1.5], len(d)


@njit
def tuple_values(n):
    d = {1: (1, 2.5), 2: (n, 4)}
    e = {1: (1.5, 2.5), 2: (n, 4)}
    return d[2], e[2]


@njit
def complex_first(x):
    d = {1: 1j, 2: x}
    return d[2], d[1] + d[2]


# call: float_first(3)
# call: float_first(-7)
# call: bool_first(2)
# call: bool_first(0)
# call: int_first(10)
# call: float_keys(2)
# call: float_keys(7)
# call: tuple_values(3)
# call: complex_first(2.5)
