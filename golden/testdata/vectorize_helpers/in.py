"""@vectorize element functions that call math functions, @njit helpers and loops: they keep the Go loop (no vector form), with the same broadcasting and out= forms."""
import math
from numba import njit, vectorize


@njit
def horner(x, c0, c1, c2):
    return c0 + x * (c1 + x * c2)


@vectorize(["float64(float64)"])
def soft_sign(x):
    return horner(x, 0.0, 1.0, 0.0) / (1.0 + math.fabs(x))


@vectorize(["float64(float64, float64)"])
def gauss(x, sigma):
    return math.exp(-0.5 * (x / sigma) ** 2) / (sigma * math.sqrt(2.0 * math.pi))


@vectorize(["float64(float64, int64)"])
def power_sum(x, n):
    s = 0.0
    p = 1.0
    for _ in range(n):
        s += p
        p *= x
    return s

# call: soft_sign(np.linspace(-3.0, 3.0, 7))
# call: gauss(np.linspace(-2.0, 2.0, 9), 1.0)
# call: gauss(np.arange(6.0).reshape(2, 3), np.array([0.5, 1.0, 2.0]))
# call: power_sum(0.5, np.arange(6))
# call: power_sum(np.array([[2.0], [3.0]]), np.arange(4))
# call: gauss(1.0, 0.5)
