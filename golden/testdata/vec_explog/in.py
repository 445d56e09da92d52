# compare: exact
"""np.exp and np.log in fused array expressions, which the vector loops compute with glibc's
algorithms (table gathers, special cases blended in): every length around the vector widths, and
the algorithms' edges (overflow, subnormal results, tiny arguments, log near 1, subnormal, zero,
negative, infinite and NaN arguments) must give Numba's bits on every path."""
import numpy as np
from numba import njit


@njit("float64[::1](float64[::1], float64[::1])")
def explog(x, y):
    return np.exp(x) * 0.5 + np.log(y)


@njit("float64[::1](float64[::1])")
def softmax(x):
    e = np.exp(x - x.max())
    return e / e.sum()


@njit
def sweep(n):
    total = 0.0
    for m in range(n):
        x = np.arange(m) * 0.37 - 9.0
        y = np.arange(m) * 0.011 + 0.93
        total += explog(x, y).sum() + softmax(x)[m // 2:].sum()
    return total


@njit
def specials():
    x = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 5e-324, -5e-324, 709.78, 709.8, -745.1, -740.0,
                  -708.5, 600.0, -600.0, 1024.0, -1024.0, 1e-17, -1e-17, 2.2250738585072014e-308, 0.9375, 1.0644,
                  1.06445, 0.93749, 1e308, -1e308, 3.0, 512.0, -512.0, 1023.9, -1075.0, 0.5])
    return np.exp(x), np.log(x), np.log(np.abs(x)) + np.exp(-np.abs(x))

# call: explog(np.linspace(-760.0, 760.0, 1003), np.linspace(1e-300, 2.0, 1003))
# call: explog(np.linspace(-3.0, 3.0, 67), np.linspace(0.9, 1.1, 67))
# call: softmax(np.linspace(-50.0, 30.0, 1003))
# call: sweep(70)
# call: specials()
