# compare: exact
"""Vector loops at every length around the vector widths, with NaN, infinities and signed zeros,
in float64 and float32: the assembly and the Go loop must give Numba's bits."""
import numpy as np
from numba import njit


@njit("float64[::1](float64[::1], float64[::1], float64)")
def mixed(x, y, s):
    return np.where(x > y, np.sqrt(np.abs(x)) * s, np.minimum(x, y) - np.maximum(y, -x) / s)


@njit("float32[::1](float32[::1], float32[::1])")
def mixed32(x, y):
    return (x * y + x) / (y - np.float32(0.5))


@njit("void(float64[::1], float64[::1], float64)")
def update(x, y, dt):
    x += dt * (x * y - 2.0 * x)
    y -= -x ** 2


@njit
def sweep(n):
    total = 0.0
    for m in range(n):
        x = np.arange(m) * 0.25 - 3.0
        y = np.cos(np.arange(m) * 1.0)
        x[m // 2:] = -x[m // 2:]
        r = mixed(x, y, 1.5)
        update(x, y, 0.125)
        total += r.sum() + x.sum() + y.sum()
    return total


@njit
def specials():
    x = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 5e-324, 1e308, np.nan, 2.0, -2.0, 0.0, -0.0, 3.0, 4.0, 7.0])
    y = np.array([1.0, -np.inf, np.inf, -0.0, 0.0, np.nan, -1.0, -5e-324, -1e308, np.nan, 2.0, 2.0, 0.0, 0.0, np.nan, -4.0, 7.5])
    return mixed(x, y, 2.0), mixed(y, x, -0.5)

# call: sweep(70)
# call: sweep(1004)
# call: specials()
# call: mixed32(np.arange(37, dtype=np.float32) / np.float32(3), np.linspace(-2, 2, 37).astype(np.float32))
# call: update(np.linspace(-1.0, 1.0, 67), np.linspace(2.0, 3.0, 67), 0.01)
