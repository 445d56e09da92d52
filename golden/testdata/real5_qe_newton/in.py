"""QuantEcon's jitted Newton and bisection root finders: functions and an args tuple passed through *args, a namedtuple result, module constants."""
from collections import namedtuple
import numpy as np
from numba import njit

_ECONVERGED = 0
_ECONVERR = -1

results = namedtuple('results', 'root function_calls iterations converged')


@njit
def _results(r):
    x, funcalls, iterations, flag = r
    return results(x, funcalls, iterations, flag == 0)


@njit
def newton(func, x0, fprime, args=(), tol=1.48e-8, maxiter=50, disp=True):
    if tol <= 0:
        raise ValueError("tol is too small <= 0")
    if maxiter < 1:
        raise ValueError("maxiter must be greater than 0")
    p0 = 1.0 * x0
    funcalls = 0
    status = _ECONVERR
    for itr in range(maxiter):
        fval = func(p0, *args)
        funcalls += 1
        if fval == 0:
            status = _ECONVERGED
            p = p0
            itr -= 1
            break
        fder = fprime(p0, *args)
        funcalls += 1
        if fder == 0:
            p = p0
            break
        newton_step = fval / fder
        p = p0 - newton_step
        if abs(p - p0) < tol:
            status = _ECONVERGED
            break
        p0 = p
    if disp and status == _ECONVERR:
        msg = "Failed to converge"
        raise RuntimeError(msg)
    return _results((p, funcalls, itr, status))


@njit
def bisect(f, a, b, args=(), xtol=2e-12, rtol=4 * np.finfo(float).eps, maxiter=100, disp=True):
    if xtol <= 0:
        raise ValueError("xtol is too small (<= 0)")
    if maxiter < 1:
        raise ValueError("maxiter must be greater than 0")
    funcalls = 0
    f_a = f(a, *args)
    f_b = f(b, *args)
    funcalls += 2
    if f_a * f_b > 0:
        raise ValueError("f(a) and f(b) must have different signs")
    if f_a == 0:
        return _results((a, funcalls, 0, _ECONVERGED))
    if f_b == 0:
        return _results((b, funcalls, 0, _ECONVERGED))
    dm = b - a
    status = _ECONVERR
    for i in range(maxiter):
        dm *= 0.5
        xm = a + dm
        f_xm = f(xm, *args)
        funcalls += 1
        if f_xm * f_a >= 0:
            a = xm
        if f_xm == 0 or abs(dm) < xtol + rtol * abs(xm):
            status = _ECONVERGED
            break
    if disp and status == _ECONVERR:
        raise RuntimeError("Failed to converge")
    return _results((a, funcalls, i, status))


@njit
def f(x, c):
    return x ** 3 - c


@njit
def fp(x, c):
    return 3 * x ** 2


@njit
def g(x):
    return np.cos(x) - x


@njit
def solve(c):
    r1 = newton(f, 1.0, fp, (c,))
    r2 = bisect(g, 0.0, 1.0)
    return r1.root, r1.function_calls, r1.iterations, r1.converged, r2.root, r2.iterations

# call: solve(2.0)
# call: solve(27.0)
