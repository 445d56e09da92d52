"""print of arrays shows NumPy's str(): positional and scientific floats padded to common widths, nan and
inf, ints and bools right-aligned, float32 digits, lines wrapped at 75 columns, nested brackets for 2-d and
3-d, views, summaries of more than 1000 elements, empty arrays, and arrays among other print arguments."""
import numpy as np
from numba import njit


@njit
def show(x):
    print(x)


@njit
def show_many(x, y):
    print("x:", x, "y:", y, len(x))


@njit
def show_views(a):
    print(a.T)
    print(a[::2, 1:])
    print(a[0])


@njit
def show_computed(n):
    a = np.arange(n) * 0.25
    print(a)
    print(a.reshape(2, n // 2) > 1.0)
    print(np.sqrt(a) * 1e9)

# call: show(np.array([1.5, -2.0, 3.25]))
# call: show(np.array([1.5, -2.0, 3.25, 1e-05]))
# call: show(np.array([0.1, 0.2, 0.30000000000000004, 1.0 / 3.0]))
# call: show(np.array([np.nan, 1.5, -np.inf]))
# call: show(np.array([1e100, 1.0]))
# call: show(np.arange(30))
# call: show(np.arange(-5, 5, dtype=np.int8))
# call: show(np.array([True, False, True]))
# call: show(np.array([0.1, 2.5, 1e-3], dtype=np.float32))
# call: show(np.linspace(0.0, 1.0, 23))
# call: show(np.arange(24).reshape(2, 3, 4))
# call: show(np.arange(2000) / 4.0)
# call: show(np.arange(3000).reshape(1000, 3))
# call: show(np.zeros(0))
# call: show(np.zeros((2, 0)))
# call: show_many(np.array([1, 2]), np.array([[0.5, 1.0], [1.5, -2.0]]))
# call: show_views(np.arange(12.0).reshape(3, 4))
# call: show_computed(8)
