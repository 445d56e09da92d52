"""Numerical methods as textbooks write them for Numba: Newton with a derivative function,
Simpson's rule over a passed function, Gauss elimination with pivoting, a tridiagonal solve,
Horner evaluation, and a fixed-point iteration with a tolerance."""
import math
import numpy as np
from numba import njit


@njit
def f(x):
    return math.cos(x) - x


@njit
def df(x):
    return -math.sin(x) - 1.0


@njit
def g(x):
    return math.exp(-x * x)


# call: newton(0.5, 1e-12, 50)
# call: simpson(0.0, 2.0, 100)
# call: gauss_solve(np.array([[2.0, 1.0, -1.0], [-3.0, -1.0, 2.0], [-2.0, 1.0, 2.0]]), np.array([8.0, -11.0, -3.0]))
# call: horner(np.array([1.0, -3.0, 0.0, 2.0]), 1.5)
# call: fixed_point(1.0, 1e-10)
# call: thomas(np.array([0.0, 1.0, 1.0]), np.array([4.0, 4.0, 4.0]), np.array([1.0, 1.0, 0.0]), np.array([5.0, 6.0, 5.0]))


@njit
def newton(x0, tol, maxit):
    x = x0
    for k in range(maxit):
        step = f(x) / df(x)
        x -= step
        if abs(step) < tol:
            return x, k + 1
    return x, maxit


@njit
def integrate(fn, a, b, n):
    h = (b - a) / n
    s = fn(a) + fn(b)
    for i in range(1, n):
        s += (4 if i % 2 else 2) * fn(a + i * h)
    return s * h / 3


@njit
def simpson(a, b, n):
    return integrate(g, a, b, n)


@njit
def gauss_solve(A, b):
    n = A.shape[0]
    M = np.hstack((A.copy(), b.reshape(-1, 1)))
    for k in range(n):
        p = k + np.argmax(np.abs(M[k:, k]))
        if p != k:
            tmp = M[k].copy()
            M[k] = M[p]
            M[p] = tmp
        for i in range(k + 1, n):
            M[i, k:] -= M[i, k] / M[k, k] * M[k, k:]
    x = np.zeros(n)
    for i in range(n - 1, -1, -1):
        x[i] = (M[i, n] - np.dot(M[i, i + 1:n], x[i + 1:])) / M[i, i]
    return x


@njit
def horner(c, x):
    r = 0.0
    for coef in c[::-1]:
        r = r * x + coef
    return r


@njit
def fixed_point(x, tol):
    it = 0
    while True:
        nx = math.cos(x)
        it += 1
        if abs(nx - x) < tol:
            break
        x = nx
    return nx, it


@njit
def thomas(a, b, c, d):
    n = d.shape[0]
    cp = np.empty(n)
    dp = np.empty(n)
    cp[0] = c[0] / b[0]
    dp[0] = d[0] / b[0]
    for i in range(1, n):
        m = b[i] - a[i] * cp[i - 1]
        cp[i] = c[i] / m
        dp[i] = (d[i] - a[i] * dp[i - 1]) / m
    x = np.empty(n)
    x[-1] = dp[-1]
    for i in range(n - 2, -1, -1):
        x[i] = dp[i] - cp[i] * x[i + 1]
    return x
