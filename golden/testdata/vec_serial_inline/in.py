"""Sequential sums of calls of small functions (a lambda passed to a compiled function, a
one-line helper calling another): the call is inlined into the vector form of the terms, and
the sum keeps its order. A helper of more than one statement and a division that can raise
keep the Go loop."""
import math

import numpy as np
from numba import njit

RATE = -1.5


@njit
def integrate(f, a, b, n):
    h = (b - a) / n
    s = 0.5 * (f(a) + f(b))
    for i in range(1, n):
        s += f(a + i * h)
    return s * h


@njit
def damped(x):
    return math.sin(x) * math.exp(-0.1 * x)


@njit
def wave(x, k):
    return damped(k * x) + math.cos(x)


@njit
def two_statements(x):
    y = math.exp(x)
    return y * y


@njit
def helpers(x):
    s = 0.0
    t = 0.0
    for i in range(x.shape[0]):
        s += wave(x[i], 2.0)
    for i in range(x.shape[0]):
        t += two_statements(x[i])
    return s, t


@njit
def quadratures(n):
    total = integrate(lambda x: math.sin(x) * math.exp(-0.1 * x), 0.0, 10.0, n)
    total += integrate(lambda x: math.log1p(x * x) - math.atan(x), -5.0, 5.0, n)
    total += integrate(lambda x: x * x - 0.5 * x, 0.0, 1.0, n)
    total += integrate(lambda x: 1.0 / (1.0 + x * x), -5.0, 5.0, n)
    total += integrate(lambda x: math.exp(RATE * x), 0.0, 1.0, n)
    total += integrate(damped, 0.0, 3.0, n)
    return total

# call: quadratures(1000)
# call: quadratures(3)
# call: quadratures(100001)
# call: helpers(np.linspace(-4.0, 4.0, 1001))
