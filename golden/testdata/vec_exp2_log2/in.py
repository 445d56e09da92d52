# compare: exact
"""np.exp2, np.log2 and 2.0 ** x (which LLVM turns into exp2) in fused array expressions and in a
@vectorize body, which the vector loops compute with glibc's exp2 and log2 (exp2 on exp's table,
log2 on its own): every length around the vector widths, misaligned starts, and the algorithms'
edges (exp2's bounds 512, 928, 1024 and -1075, subnormal results, tiny arguments; log2 near 1 and
around its bounds, subnormal, zero, negative, infinite and NaN arguments, exact powers of two) must
give Numba's bits on every path."""
import numpy as np
from numba import njit, vectorize


@vectorize(["float64(float64, float64)"])
def mix(x, y):
    return 2.0 ** x * 0.25 - np.log2(y) + np.exp2(y - x)


@njit("float64[::1](float64[::1], float64[::1])")
def fused(x, y):
    return np.exp2(x) * 0.5 + np.log2(y)


@njit("float64[::1](float64[::1], float64[::1])")
def fused_pow(x, y):
    return 2.0 ** (x * 0.5) - np.log2(np.abs(y) + 1.0) * x


@njit("float64[::1](float64[::1], float64[::1])")
def fused_mix(x, y):
    return mix(x, y) * 2.0 + np.exp(x) - np.log(y)


@njit
def sweep(n, start):
    total = 0.0
    for m in range(n):
        x = (np.arange(m + start) * 0.37 - 9.0)[start:]
        y = (np.arange(m + start) * 0.011 + 0.93)[start:]
        total += fused(x, y).sum() + fused_pow(x, y).sum() + fused_mix(x, y).sum()
    return total


@njit
def specials():
    x = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 5e-324, -5e-324, 2.2250738585072014e-308,
                  1e-17, -1e-17, 5.5e-17, -5.5e-17, 511.99, 512.0, -512.0, 927.99, 928.0, 928.01, -928.0,
                  -928.01, 1023.99, 1024.0, -1022.0, -1022.5, -1023.99, -1024.0, -1050.3, -1074.0, -1074.5,
                  -1074.99, -1075.0, -1075.01, -1100.0, 1100.0, 1e308, -1e308, 0.9576, 0.95760, 0.957703,
                  1.04427, 1.0443, 0.9999999999999999, 1.0000000000000002, 0.5, 2.0, 1024.0, 4e-320,
                  1.5e-310, 8.98846567431158e+307, 3.0, 0.1, 7.25, -3.5, 1.5, 100.0])
    return np.exp2(x), np.log2(x), 2.0 ** x, np.log2(np.abs(x)) + np.exp2(-np.abs(x)), mix(x, np.abs(x))

# call: fused(np.linspace(-1080.0, 1030.0, 1003), np.linspace(1e-310, 3.0, 1003))
# call: fused(np.linspace(-3.0, 3.0, 67), np.linspace(0.9, 1.1, 67))
# call: fused_pow(np.linspace(-2100.0, 2100.0, 1003), np.linspace(-5.0, 5.0, 1003))
# call: fused_mix(np.linspace(-20.0, 20.0, 1003), np.linspace(0.01, 40.0, 1003))
# call: mix(np.linspace(-1100.0, 1100.0, 1003), np.linspace(0.95, 1.05, 1003))
# call: sweep(68, 0)
# call: sweep(68, 3)
# call: specials()
