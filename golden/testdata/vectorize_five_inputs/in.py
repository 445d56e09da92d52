"""@vectorize with five to eight inputs (beyond Go's four listed type parameters): a Black-Scholes
call price over five operands, two signatures, broadcasting, target='parallel', an 8-input sum,
and an @njit caller."""
import math

import numpy as np
from numba import njit, vectorize


@vectorize(["float64(float64, float64, float64, float64, float64)",
            "float32(float32, float32, float32, float32, float32)"])
def bs_call(s, k, t, r, v):
    sq = v * math.sqrt(t)
    d1 = (math.log(s / k) + (r + 0.5 * v * v) * t) / sq
    d2 = d1 - sq
    n1 = 0.5 * (1.0 + math.erf(d1 / math.sqrt(2.0)))
    n2 = 0.5 * (1.0 + math.erf(d2 / math.sqrt(2.0)))
    return s * n1 - k * math.exp(-r * t) * n2


@vectorize(["float64(float64, float64, float64, float64, float64, float64)"], target="parallel")
def poly5(x, c0, c1, c2, c3, c4):
    return c0 + x * (c1 + x * (c2 + x * (c3 + x * c4)))


@vectorize(["int64(int64, int64, int64, int64, int64, int64, int64, int64)"])
def weighted8(a, b, c, d, e, f, g, h):
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h


@njit
def price_book(spot, strikes, t, r, v):
    return bs_call(spot, strikes, t, r, v).sum()

# call: bs_call(100.0, np.linspace(80.0, 120.0, 9), 1.0, 0.05, 0.2)
# call: bs_call(np.array([90.0, 100.0, 110.0]), np.array([[95.0], [105.0]]), np.array([0.5, 1.0, 2.0]), 0.01, np.array([[0.1], [0.3]]))
# call: bs_call(np.full(5, 100.0, np.float32), np.linspace(80.0, 120.0, 5).astype(np.float32), np.ones(5, np.float32), np.full(5, 0.05, np.float32), np.full(5, 0.2, np.float32))
# call: poly5(np.linspace(-1.0, 1.0, 7), 1.0, -2.0, 0.5, np.arange(7.0), 0.25)
# call: poly5(np.arange(12.0).reshape(3, 4), 1.0, 1.0, 1.0, 1.0, np.array([1.0, 0.0, -1.0, 2.0]))
# call: weighted8(np.arange(6).reshape(2, 3), 1, 2, 3, 4, 5, 6, np.array([10, 20, 30]))
# call: price_book(100.0, np.linspace(80.0, 120.0, 9), 1.0, 0.05, 0.2)
