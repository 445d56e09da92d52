"""sum(iterable, start) with an array start, as Numba's sum: a running total, total = total +
item, over arrays (broadcast against the total) or numbers."""
import numpy as np
from numba import njit


@njit
def sum_rows(m, start):
    return sum(m, start)


@njit
def sum_list(n):
    xs = [np.arange(3.0) * i for i in range(n)]
    return sum(xs, np.ones(3))


@njit
def sum_numbers(xs, start):
    return sum(xs, start)


@njit
def sum_int_rows(m):
    return sum(m, np.zeros(m.shape[1]))


@njit
def broadcast_rows(n):
    xs = [np.full((2, 3), float(i)) for i in range(n)]
    return sum(xs, np.array([[0.5, 1.5, 2.5]]))


@njit
def mismatch(n):
    xs = [np.ones(4) for _ in range(n)]
    return sum(xs, np.zeros(3))

# call: sum_rows(np.arange(6.0).reshape(2, 3), np.zeros(3))
# call: sum_rows(np.arange(12.0).reshape(3, 4)[:, ::2], np.ones(2))
# call: sum_list(4)
# call: sum_list(0)
# call: sum_numbers([1.5, 2.5], np.arange(3.0))
# call: sum_numbers((1, 2, 3), np.zeros((2, 2)))
# call: sum_numbers([True, False, True], np.arange(3))
# call: sum_int_rows(np.arange(6).reshape(3, 2))
# call: broadcast_rows(3)
# No call of mismatch(2): pygo raises ValueError with NumPy's message, Numba with one naming
# its own source file.
# call: mismatch(0)
