"""With parallel=True, array expressions and np.sum above a size threshold run on the goroutine
pool too; below it they run serially. Results are the same for any number of threads."""
import numpy as np
from numba import njit


@njit(parallel=True)
def norms(n):
    a = np.linspace(0.0, 1.0, n)
    b = np.linspace(1.0, 2.0, n)
    c = np.sqrt(a * a + b * b)
    return c[0], c[-1], np.sum(c)


@njit(parallel=True)
def update(n, dt):
    x = np.linspace(0.5, 1.5, n)
    y = np.linspace(0.1, 0.2, n)
    x += dt * (x - x * y)
    return x[::10000], np.sum(x)


@njit(parallel=True)
def grid(rows, cols):
    m = np.arange(rows * cols * 1.0).reshape(rows, cols)
    return np.sum(m * 2.0 + 1.0, axis=0)[:3]

# call: norms(100000)
# call: norms(100)
# call: update(50000, 0.01)
# call: grid(400, 500)
