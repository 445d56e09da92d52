"""A jitclass holding arrays (float64[:] and float64[:, :] fields): __init__ allocates them
with NumPy, methods write elements and call NumPy on the fields, a field set from an argument
shares the caller's array, and a method returns a field."""
import numpy as np
from numba import njit, float64, int64
from numba.experimental import jitclass

spec = [
    ("data", float64[:]),
    ("grid", float64[:, :]),
    ("n", int64),
]


@jitclass(spec)
class Buffer:
    def __init__(self, n):
        self.n = n
        self.data = np.zeros(n)
        self.grid = np.ones((2, n))

    def push(self, i, v):
        self.data[i % self.n] += v
        self.grid[1, i % self.n] = v * 2.0

    def total(self):
        return self.data.sum() + self.grid.sum()

    def scaled(self, k):
        return self.data * k

    def adopt(self, a):
        self.data = a
        self.n = a.shape[0]

    @property
    def mean(self):
        return np.mean(self.data)


@njit
def fill(n, m):
    b = Buffer(n)
    for i in range(m):
        b.push(i, i * 0.5)
    return b.total(), b.mean, b.scaled(2.0)


@njit
def shared(a):
    b = Buffer(3)
    b.adopt(a)
    b.push(1, 10.0)
    return a, b.n, b.total()


@njit
def escape(n):
    b = Buffer(n)
    x = np.zeros(n)
    b.adopt(x)
    x = x + 1.0
    y = np.arange(n) * 1.0
    b.grid = np.empty((2, n))
    b.grid[0] = y
    b.grid[1] = y
    y = y * 3.0
    return b.total(), x, y


# call: escape(3)
# call: fill(4, 10)
# call: fill(3, 2)
# call: shared(np.array([1.0, 2.0, 3.0, 4.0]))
