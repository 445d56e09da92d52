"""Optional values: a variable that is None on one path and a number on another, functions
that return a value on some paths and None (explicitly or by falling off the end) on
others, `is None` / `is not None` tests, narrowing after `if x is None: return`, and
arithmetic on an optional value, which raises TypeError for None as in Numba."""
import numpy as np
from numba import njit


@njit
def maybe_var(n):
    x = None
    if n > 0:
        x = n
    if x is None:
        return -1
    return x + 100


@njit
def half_if_even(n):
    if n % 2 == 0:
        return n // 2
    return None


@njit
def falls_off(n):
    if n > 0:
        return n * 2.5


@njit
def use_result(n):
    r = half_if_even(n)
    if r is None:
        return 0
    return r + 1


@njit
def narrowed_and(n):
    r = half_if_even(n)
    if r is not None and r > 2:
        return r
    return -5


@njit
def unchecked(n):
    r = half_if_even(n)
    return r * 3


@njit
def tests(n):
    x = None
    if n > 2:
        x = 1.5
    return x is None, x is not None


@njit
def optional_tuple(n):
    if n > 0:
        return (n, n * 0.5)
    return None


@njit
def count_found(a, limit):
    found = None
    for i in range(a.shape[0]):
        if a[i] > limit:
            found = i
            break
    if found is not None:
        return found
    return -1

# call: maybe_var(3)
# call: maybe_var(0)
# call: half_if_even(8)
# call: half_if_even(7)
# call: falls_off(2)
# call: falls_off(-2)
# call: use_result(8)
# call: use_result(7)
# call: narrowed_and(10)
# call: narrowed_and(4)
# call: narrowed_and(3)
# call: unchecked(4)
# call: unchecked(5)
# call: tests(3)
# call: tests(1)
# call: optional_tuple(4)
# call: optional_tuple(0)
# call: count_found(np.array([1.0, 5.0, 9.0]), 4.0)
# call: count_found(np.array([1.0, 2.0]), 4.0)
