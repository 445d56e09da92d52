"""Functions as arguments: an @njit integrator taking an @njit integrand, Newton's method with f and df."""
import math
from numba import njit


@njit
def f1(x):
    return math.exp(-x * x)


@njit
def f2(x):
    return x ** 3 - 2.0 * x - 5.0


@njit
def df2(x):
    return 3.0 * x ** 2 - 2.0


@njit
def simpson(f, a, b, n):
    h = (b - a) / n
    s = f(a) + f(b)
    for i in range(1, n):
        s += (4.0 if i % 2 else 2.0) * f(a + i * h)
    return s * h / 3.0


@njit
def newton(f, df, x0, tol, maxit):
    x = x0
    for it in range(maxit):
        dx = f(x) / df(x)
        x -= dx
        if abs(dx) < tol:
            return x, it + 1
    return x, maxit


@njit
def run():
    return simpson(f1, 0.0, 2.0, 100), newton(f2, df2, 2.0, 1e-12, 50)

# call: run()
