"""Generators that yield (int, float) tuples, nested unpacking through enumerate, an exception
raised inside a generator reaching the caller, a consumer that stops a nested pipeline early."""
import numpy as np
from numba import njit


@njit
def weighted(a):
    for i in range(len(a)):
        if a[i] < 0:
            raise ValueError("negative weight")
        if i % 2 == 0:
            yield i, a[i]
        else:
            yield -i, 0.5


@njit
def ratios(a, d):
    for x in a:
        yield x // d


@njit
def take_positive(a):
    for k, w in weighted(a):
        if k >= 0:
            yield w


@njit
def score(a):
    s = 0.0
    for j, (k, w) in enumerate(weighted(a)):
        s += j * k + w
    return s


@njit
def first_two(a):
    out = []
    for w in take_positive(a):
        out.append(w)
        if len(out) == 2:
            break
    return out


@njit
def ratio_sum(a, d):
    t = 0
    for r in ratios(a, d):
        t += r
    return t


# call: score(np.array([1.0, 2.0, 3.0, 4.0]))
# call: score(np.array([1.0, -2.0]))
# call: first_two(np.array([1.0, 2.0, 3.0, -4.0, 5.0]))
# call: first_two(np.array([1.0, 2.0, -3.0]))
# call: ratio_sum(np.array([7, 8, -9]), 2)
# call: ratio_sum(np.array([7, 8, -9]), 0)
