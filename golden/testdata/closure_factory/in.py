"""Closure factories at module level, instantiated as Numba compiles them at import: the captured
parameters frozen to the call's constants (positional, keyword, defaults, negative numbers, strings, module
constants, tuples), several instances of one factory, an instance calling another, and instances passed as
function arguments."""
import numpy as np
from numba import njit

SCALE = 0.5


def make_power(k):
    @njit
    def power(x):
        return x ** k
    return power


def make_affine(a, b=1.0, label="affine"):
    @njit
    def affine(x):
        return a * x + b, len(label)
    return affine


def make_window(bounds):
    @njit
    def window(v):
        lo, hi = bounds
        out = np.empty_like(v)
        for i in range(v.shape[0]):
            out[i] = min(max(v[i], lo), hi)
        return out
    return window


square = make_power(2)
cube = make_power(k=3)
inverse = make_power(-1.0)
shift = make_affine(1.0)
half = make_affine(SCALE, b=-2.0, label="half")
clip = make_window((-1.0, 1.0))


@njit
def apply(f, x):
    return f(x)


@njit
def run(x):
    return square(x) + cube(x), inverse(x), shift(x), half(x), apply(square, x) + apply(cube, x)


@njit
def clipped(v):
    return clip(v * 2.0)

# call: run(2.0)
# call: run(-1.5)
# call: clipped(np.linspace(-1.0, 1.0, 5))
