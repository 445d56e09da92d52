"""np.arange with float steps as a loop iterable (positive and negative steps, a step that does not
divide the range), and float arange arrays used in loops and expressions."""
import numpy as np
from numba import njit


@njit
def integrate(a, b, h):
    s = 0.0
    n = 0
    for x in np.arange(a, b, h):
        s += x * x * h
        n += 1
    return s, n


@njit
def descending(start):
    out = np.zeros(10)
    k = 0
    for t in np.arange(start, 0.0, -0.75):
        out[k] = t
        k += 1
    return out[:k]


@njit
def grid(n):
    xs = np.arange(0.0, 1.0, 1.0 / n)
    acc = 0.0
    for i, x in enumerate(xs):
        acc += i * x
    return xs, acc

# call: integrate(0.0, 1.0, 0.1)
# call: integrate(0.1, 0.4, 0.1)
# call: descending(3.0)
# call: descending(-1.0)
# call: grid(4)
