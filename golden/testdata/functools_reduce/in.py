"""functools.reduce as Numba compiles it: with and without an initial value, over lists, arrays,
ranges and comprehensions, with compiled functions, an accumulator whose
type widens (int initial value, float items), and StopIteration for an empty list without an
initial value."""

from functools import reduce

import numpy as np
from numba import njit


@njit
def add(a, b):
    return a + b


@njit
def longer(a, b):
    return a if len(a) >= len(b) else b


@njit
def folds(xs, arr):
    return (reduce(add, xs), reduce(add, xs, 100),
            reduce(add, arr, 0), reduce(add, range(5)),
            reduce(longer, ["a", "abc", "ab"]), reduce(add, [x * x for x in xs], None))


@njit
def empty_fold(n):
    xs = [1]
    for _ in range(n):
        xs.pop()
    return reduce(add, xs)


# call: folds([1, 2, 3], np.array([0.5, 1.5, 2.0]))
# call: empty_fold(0)
# call: empty_fold(1)
