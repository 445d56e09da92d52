"""Undecorated helper functions called from jitted entry points (Horner's rule)."""
from numba import njit


def horner3(c0, c1, c2, c3, x):
    return ((c3 * x + c2) * x + c1) * x + c0


def deriv3(c1, c2, c3, x):
    return (3.0 * c3 * x + 2.0 * c2) * x + c1


@njit
def cubic_root(c0, c1, c2, c3, x0):
    x = x0
    for _ in range(50):
        fx = horner3(c0, c1, c2, c3, x)
        d = deriv3(c1, c2, c3, x)
        if d == 0.0:
            break
        x -= fx / d
    return x


@njit
def eval_poly(x):
    return horner3(1, 2, 3, 4, x)

# call: cubic_root(-2.0, 0.0, 0.0, 1.0, 1.0)
# call: cubic_root(-6.0, 11.0, -6.0, 1.0, 0.0)
# call: eval_poly(2)
# call: eval_poly(0.5)
