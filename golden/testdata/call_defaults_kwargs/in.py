"""Default arguments and keyword arguments at call sites and entry calls."""
from numba import njit


@njit
def newton_sqrt(x, tol=1e-12, max_iter=100):
    if x == 0.0:
        return 0.0
    g = x
    for _ in range(max_iter):
        nxt = 0.5 * (g + x / g)
        if abs(nxt - g) < tol:
            return nxt
        g = nxt
    return g


@njit
def clamp(x, lo=0.0, hi=1.0):
    return min(max(x, lo), hi)


@njit
def use_kwargs(x):
    return newton_sqrt(x, max_iter=3), clamp(x, hi=10.0), clamp(lo=-1.0, x=-x)

# call: newton_sqrt(2.0)
# call: newton_sqrt(0.0)
# call: newton_sqrt(1e10, max_iter=5)
# call: clamp(1.5)
# call: use_kwargs(16.0)
