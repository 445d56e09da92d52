"""Generators called from Python and from compiled code, generator expressions, and
exceptions raised in helpers and caught by callers."""
import numpy as np
from numba import njit


class BadInput(Exception):
    pass


@njit
def fib_gen(n):
    a, b = 0, 1
    for _ in range(n):
        yield a
        a, b = b, a + b


@njit
def windows(a, w):
    for i in range(a.shape[0] - w + 1):
        yield a[i:i + w].sum()


@njit
def check(x):
    if x < 0:
        raise BadInput("negative input")
    if x > 100:
        raise ValueError("too large")
    return x * 2


# call: fib_gen(8)
# call: windows(np.arange(6.0), 3)
# call: consume(10)
# call: safe_checks(np.array([3.0, -1.0, 500.0, 7.0]))
# call: check(-5.0)


@njit
def consume(n):
    total = 0
    evens = 0
    for v in fib_gen(n):
        total += v
        if v % 2 == 0:
            evens += 1
    return total, evens


@njit
def safe_checks(xs):
    ok = 0
    bad = 0
    for x in xs:
        try:
            check(x)
            ok += 1
        except Exception:
            bad += 1
    return ok, bad
