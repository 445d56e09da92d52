"""List literals: items unify by Numba's promotion (int and float, bool and int), lists of tuples and of lists."""
from numba import njit


@njit
def mixed(n):
    a = [1, 2.5, n]
    b = [True, 2, n]
    return a, b


@njit
def tuples(x):
    return [(1, x), (2, x * 2.0), (3, -x)]


@njit
def nested(n):
    rows = [[1, 2], [n], [n, n]]
    rows[2].append(n * 10)
    return rows, len(rows[0]) + len(rows[1]) + len(rows[2])


@njit
def floats32(x):
    return [x, x * 2]

# call: mixed(7)
# call: tuples(1.5)
# call: nested(4)
# sig: floats32(float32)
# call: floats32(0.5)
