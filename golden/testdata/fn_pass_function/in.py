"""Functions passed as arguments to other compiled functions: one specialization of the callee
per function it is given (Numba's dispatcher types), passed on through two levels, with default
and keyword arguments, and a function argument chosen by a constant."""
import numpy as np
from numba import njit


@njit
def square(x):
    return x * x


@njit
def cube(x):
    return x * x * x


@njit
def halve(x):
    return x / 2


@njit
def apply_sum(f, a):
    s = 0.0
    for x in a:
        s += f(x)
    return s


@njit
def compose_sum(f, g, a, scale=1.0):
    return scale * apply_sum(f, a) + apply_sum(g, a)


@njit
def bisect(f, lo, hi, target):
    for _ in range(60):
        mid = (lo + hi) / 2
        if f(mid) < target:
            lo = mid
        else:
            hi = mid
    return lo


@njit
def run(a):
    return apply_sum(square, a), apply_sum(cube, a), compose_sum(halve, square, a, scale=2.0)


@njit
def roots(t):
    return bisect(square, 0.0, 10.0, t), bisect(cube, 0.0, 10.0, t)


@njit
def ints(n):
    return square(n), apply_sum(square, np.arange(n))


# call: run(np.array([1.0, 2.0, 3.0]))
# call: run(np.array([-1.5]))
# call: roots(2.0)
# call: roots(27.0)
# call: ints(4)
