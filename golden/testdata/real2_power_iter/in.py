"""Power iteration for the dominant eigenpair of a symmetric matrix, with a Rayleigh quotient,
a residual check, and deflation to get the second eigenpair."""
import numpy as np
from numba import njit


@njit
def power_iteration(A, max_iter, tol):
    n = A.shape[0]
    v = np.ones(n) / np.sqrt(n)
    lam = 0.0
    for it in range(max_iter):
        w = A @ v
        norm = np.linalg.norm(w)
        if norm == 0.0:
            return 0.0, v, it
        w /= norm
        lam_new = w @ A @ w
        if abs(lam_new - lam) < tol * max(1.0, abs(lam_new)):
            return lam_new, w, it + 1
        lam = lam_new
        v = w
    return lam, v, max_iter


@njit
def residual(A, lam, v):
    r = A.dot(v) - lam * v
    return np.sqrt(np.sum(r ** 2))


@njit
def top_two(A, max_iter, tol):
    l1, v1, it1 = power_iteration(A, max_iter, tol)
    B = A - l1 * np.outer(v1, v1)
    l2, v2, it2 = power_iteration(B, max_iter, tol)
    # fix the sign so that the largest component is positive
    if v1[np.argmax(np.abs(v1))] < 0:
        v1 = -v1
    if v2[np.argmax(np.abs(v2))] < 0:
        v2 = -v2
    return (l1, l2), np.vstack((v1, v2)), residual(A, l1, v1) < 1e-5

# call: power_iteration(np.array([[2.0, 1.0], [1.0, 3.0]]), 200, 1e-12)
# call: top_two(np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.5, 0.2, 1.0]]), 500, 1e-13)
# call: power_iteration(np.zeros((3, 3)), 10, 1e-9)
