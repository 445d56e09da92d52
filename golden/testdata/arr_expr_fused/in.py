"""Whole-array expressions: fused into one loop, with no temporary arrays."""
import numpy as np
from numba import njit


@njit
def poly(x, c):
    return c[0] + x * (c[1] + x * c[2]) - np.sqrt(np.abs(x))


@njit
def lotka_volterra(x, y, a, b, dt):
    x += dt * (a * x - b * x * y)


@njit
def softmax(x):
    e = np.exp(x - np.max(x))
    return e / np.sum(e)


@njit
def compare(a, b):
    return (a > b) | (a == 0.0)

# call: poly(np.linspace(-2.0, 2.0, 9), np.array([1.0, -0.5, 0.25]))
# call: lotka_volterra(np.linspace(1.0, 2.0, 5), np.linspace(0.5, 1.5, 5), 1.1, 0.4, 0.01)
# call: softmax(np.array([1.0, 2.0, 3.0, 4.0]))
# call: compare(np.array([0.0, 1.0, 2.0]), np.array([1.0, 0.5, 3.0]))
