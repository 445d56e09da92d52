"""Optional lists and arrays: a variable that is None on one path and a list or an array on
another, tested with `is None` / `is not None` before use, and functions returning an optional
list or array (None at the Go boundary is a false bool)."""
import numpy as np
from numba import njit


@njit
def grow(n):
    acc = None
    if n > 2:
        acc = [1]
    if acc is not None:
        acc.append(2)
        return len(acc)
    return -1


@njit
def pair_or_none(n):
    if n > 2:
        return [1, n]
    return None


@njit
def range_or_none(n):
    if n > 2:
        return np.arange(n)
    return None


@njit
def total(n):
    acc = None
    if n > 2:
        acc = np.zeros(n) + 1.5
    if acc is None:
        return 0.0
    return acc.sum()


@njit
def use_result(n):
    r = pair_or_none(n)
    if r is None:
        return 0
    r.append(5)
    return sum(r)


# call: grow(3)
# call: grow(1)
# call: pair_or_none(3)
# call: pair_or_none(1)
# call: range_or_none(4)
# call: range_or_none(1)
# call: total(4)
# call: total(1)
# call: use_result(4)
# call: use_result(0)
