"""Bisection root finding on an inner closure capturing the polynomial coefficients."""
from numba import njit


@njit
def bisect_quadratic(a, b, c, lo, hi):
    def f(x):
        return (a * x + b) * x + c
    flo = f(lo)
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        fm = f(mid)
        if fm == 0.0:
            return mid
        if (fm < 0.0) == (flo < 0.0):
            lo = mid
            flo = fm
        else:
            hi = mid
    return 0.5 * (lo + hi)

# call: bisect_quadratic(1.0, 0.0, -2.0, 0.0, 2.0)
# call: bisect_quadratic(1.0, -3.0, 2.0, 1.5, 3.0)
# call: bisect_quadratic(1.0, 0.0, 1.0, -1.0, 1.0)
