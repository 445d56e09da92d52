"""Trapezoidal integration of three integrands given as lambdas to a compiled function taking a
function argument: one specialization per lambda, each calling its integrand directly."""
import math

from numba import njit


@njit
def integrate(f, a, b, n):
    h = (b - a) / n
    s = 0.5 * (f(a) + f(b))
    for i in range(1, n):
        s += f(a + i * h)
    return s * h


@njit
def lambda_quadrature(n):
    total = integrate(lambda x: x * x - 0.5 * x, 0.0, 1.0, n)
    total += integrate(lambda x: math.sin(x) * math.exp(-0.1 * x), 0.0, 10.0, n)
    total += integrate(lambda x: 1.0 / (1.0 + x * x), -5.0, 5.0, n)
    return total


ENTRY = "lambda_quadrature"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    if size == "small":
        return (1000,)
    return (2_000_000,)
