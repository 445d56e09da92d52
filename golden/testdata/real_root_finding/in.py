"""Root finding vectorised over arrays: Newton's method for Kepler's equation E - e sin E = M for an
array of mean anomalies, bisection with a helper function, and a safeguarded Newton for cube roots."""
import math
import numpy as np
from numba import njit


@njit
def kepler(M, e, tol=1e-12, maxiter=50):
    E = np.empty_like(M)
    iters = np.zeros(M.shape[0], dtype=np.int64)
    for i in range(M.shape[0]):
        Ei = M[i] if e < 0.8 else math.pi
        for k in range(maxiter):
            f = Ei - e * math.sin(Ei) - M[i]
            fp = 1.0 - e * math.cos(Ei)
            dE = f / fp
            Ei -= dE
            if abs(dE) < tol:
                iters[i] = k + 1
                break
        E[i] = Ei
    return E, iters


@njit
def poly(x, c):
    return x ** 3 - 2.0 * x - c


@njit
def bisect(lo, hi, c, tol):
    flo = poly(lo, c)
    if flo * poly(hi, c) > 0:
        return np.nan
    while hi - lo > tol:
        mid = 0.5 * (lo + hi)
        fm = poly(mid, c)
        if fm == 0.0:
            return mid
        if (fm < 0) == (flo < 0):
            lo = mid
            flo = fm
        else:
            hi = mid
    return 0.5 * (lo + hi)


@njit
def bisect_all(cs, lo, hi):
    out = np.empty(cs.shape[0])
    for i in range(cs.shape[0]):
        out[i] = bisect(lo, hi, cs[i], 1e-10)
    return out


@njit
def cbrt_newton(a):
    x = np.where(a > 1.0, a / 3.0, 1.0)
    for it in range(100):
        dx = (x ** 3 - a) / (3.0 * x ** 2)
        x = x - dx
        if np.max(np.abs(dx)) < 1e-13:
            break
    return x, it

# call: kepler(np.linspace(0.0, 3.0, 5), 0.3)
# call: kepler(np.array([0.1, 1.0, 2.5]), 0.9, 1e-10, 8)
# call: bisect_all(np.array([0.0, 1.0, 5.0, -10.0]), 0.0, 3.0)
# call: cbrt_newton(np.array([0.001, 1.0, 8.0, 27.5, 1000.0]))
