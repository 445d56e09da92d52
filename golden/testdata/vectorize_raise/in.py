"""A @vectorize element function that can raise (raise, assert, a user exception class; up to five inputs; target='parallel', whose raising loops run serially: Numba's parallel loops raise an exception some runs and drop it in others, so only a call that does not raise is compared): as Numba's ufuncs do, every element is computed, one that raises keeps its output, and the call raises the last exception raised; scalar calls, out=, reduce (from the identity), accumulate and outer."""
import numpy as np
from numba import vectorize


class RangeError(Exception):
    pass


@vectorize(["float64(float64)"])
def checked_sqrt(val):
    if val < 0.0:
        raise ValueError("Value must be positive")
    return val ** 0.5


@vectorize(["float64(float64)", "int64(int64)"])
def bounded(x):
    if x < 0:
        raise ValueError("negative")
    if x > 100:
        raise OverflowError("too big")
    return x + 1


@vectorize(["float64(float64, float64)"], identity=0)
def careful_sub(x, y):
    if y > x:
        raise RangeError("would go below zero")
    return x - y


@vectorize(["int64(int64, int64)"])
def ratio(n, d):
    assert d != 0, "zero denominator"
    return n // d

@vectorize(["float64(float64, float64, float64, float64, float64)"])
def weighted5(a, b, c, d, w):
    if w == 0.0:
        raise ZeroDivisionError("zero weight")
    return (a + b + c + d) / w

@vectorize(["float64(float64)"], target="parallel")
def checked_log(x):
    if x <= 0.0:
        raise ValueError("log of a non-positive number")
    return np.log(x)

# call: checked_sqrt(np.array([1.0, 4.0, -2.0, 9.0, -1.0, 16.0]), np.zeros(6))
# call: checked_sqrt(np.array([1.0, 4.0, 9.0]))
# call: checked_sqrt(np.array([[1.0, -4.0], [9.0, 16.0]]))
# call: checked_sqrt(6.25)
# call: checked_sqrt(-6.25)
# call: bounded(np.array([1.0, 200.0, 2.0, -1.0, 3.0]), np.full(5, 7.0))
# call: bounded(np.array([1.0, -1.0, 2.0, 200.0, 3.0]), np.full(5, 7.0))
# call: bounded(np.array([1, 2, 3]))
# call: bounded(np.array([1, 2, 300]))
# call: bounded(50.0)
# call: bounded(-0.5)
# call: careful_sub(np.array([5.0, 3.0, 1.0]), np.array([1.0, 1.0, 1.0]))
# call: careful_sub(np.array([5.0, 3.0, 1.0]), 2.0)
# call: careful_sub.reduce(np.array([10.0, 3.0, 2.0]))
# call: careful_sub.reduce(np.array([10.0, 3.0, 9.0]))
# call: careful_sub.reduce(np.array([[10.0, 3.0], [20.0, 30.0]]), axis=1)
# call: careful_sub.accumulate(np.array([10.0, 3.0, 9.0]))
# call: careful_sub.accumulate(np.array([10.0, 3.0, 2.0]))
# call: careful_sub.outer(np.array([5.0, 1.0]), np.array([1.0, 2.0]))
# call: ratio(np.array([7, 8, 9]), np.array([2, 0, 3]))
# call: ratio(np.array([7, 8, 9]), 2)
# call: weighted5(np.arange(3.0), 1.0, 2.0, np.ones(3), np.array([1.0, 2.0, 4.0]))
# call: weighted5(np.arange(3.0), 1.0, 2.0, np.ones(3), np.array([1.0, 0.0, 4.0]), np.full(3, -1.0))
# call: checked_log(np.linspace(0.5, 2.0, 7))
