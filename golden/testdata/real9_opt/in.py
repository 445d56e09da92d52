"""Real-style optimisation: golden section, Nelder-Mead with an objective passed as a function, conjugate gradient, Armijo line search."""
import numpy as np
from numba import njit


@njit
def rosen(x):
    s = 0.0
    for i in range(x.size - 1):
        s += 100.0 * (x[i + 1] - x[i] ** 2) ** 2 + (1 - x[i]) ** 2
    return s


@njit
def quad(x):
    return ((x - 1.5) ** 2).sum()


@njit
def golden_section(f_a, f_b, f_c, lo, hi, tol=1e-8):
    gr = (np.sqrt(5.0) - 1) / 2
    a, b = lo, hi
    c = b - gr * (b - a)
    d = a + gr * (b - a)
    it = 0
    while abs(b - a) > tol:
        fc = f_a * c * c + f_b * c + f_c
        fd = f_a * d * d + f_b * d + f_c
        if fc < fd:
            b = d
        else:
            a = c
        c = b - gr * (b - a)
        d = a + gr * (b - a)
        it += 1
    return (a + b) / 2, it


@njit
def nelder_mead(f, x0, step=0.1, maxiter=200, tol=1e-10):
    n = x0.size
    simplex = np.empty((n + 1, n))
    simplex[0] = x0
    for i in range(n):
        simplex[i + 1] = x0
        simplex[i + 1, i] += step
    fs = np.array([f(simplex[i]) for i in range(n + 1)])
    for it in range(maxiter):
        order = np.argsort(fs)
        simplex = simplex[order]
        fs = fs[order]
        if fs[-1] - fs[0] < tol:
            break
        centroid = simplex[:-1].sum(axis=0) / n
        xr = centroid + (centroid - simplex[-1])
        fr = f(xr)
        if fr < fs[0]:
            xe = centroid + 2.0 * (centroid - simplex[-1])
            fe = f(xe)
            if fe < fr:
                simplex[-1], fs[-1] = xe, fe
            else:
                simplex[-1], fs[-1] = xr, fr
        elif fr < fs[-2]:
            simplex[-1] = xr
            fs[-1] = fr
        else:
            xc = centroid + 0.5 * (simplex[-1] - centroid)
            fc = f(xc)
            if fc < fs[-1]:
                simplex[-1] = xc
                fs[-1] = fc
            else:
                for i in range(1, n + 1):
                    simplex[i] = simplex[0] + 0.5 * (simplex[i] - simplex[0])
                    fs[i] = f(simplex[i])
    k = np.argmin(fs)
    return simplex[k], fs[k]


@njit
def min_rosen(x0):
    return nelder_mead(rosen, x0, 0.5, 400)


@njit
def min_quad(x0):
    x, fx = nelder_mead(quad, x0)
    return np.round(x, 4, np.empty_like(x)), fx < 1e-6


@njit
def conjugate_gradient(A, b, tol=1e-10, maxiter=100):
    x = np.zeros_like(b)
    r = b - A @ x
    p = r.copy()
    rs = r @ r
    k = 0
    while k < maxiter:
        Ap = A @ p
        alpha = rs / (p @ Ap)
        x += alpha * p
        r -= alpha * Ap
        rs_new = r @ r
        k += 1
        if np.sqrt(rs_new) < tol:
            break
        p = r + (rs_new / rs) * p
        rs = rs_new
    return x, k


@njit
def armijo(x, g, f0, c=1e-4, shrink=0.5):
    t = 1.0
    while quad(x - t * g) > f0 - c * t * np.dot(g, g):
        t *= shrink
        if t < 1e-12:
            return 0.0
    return t


# call: golden_section(1.0, -3.0, 2.0, -10.0, 10.0)
# call: min_rosen(np.array([-1.0, 1.5]))
# call: min_quad(np.array([0.0, 0.0, 0.0]))
# call: conjugate_gradient(np.array([[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]]), np.array([1.0, 2.0, 3.0]))
# call: armijo(np.array([0.0, 0.0]), np.array([-3.0, -3.0]), 4.5)
