"""Numba's parallel examples: a prange reduction and the parallel Monte Carlo estimate of pi,
plus a compute-bound loop."""
import math

import numpy as np
from numba import njit, prange


@njit("float64(float64[::1])", parallel=True)
def array_sum(a):
    """The sum of a, as a prange reduction."""
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


@njit("float64(int64)", parallel=True)
def monte_carlo_pi(n):
    """Estimates pi from n random points, drawing in parallel."""
    acc = 0
    for i in prange(n):
        x = np.random.random()
        y = np.random.random()
        if x * x + y * y <= 1.0:
            acc += 1
    return 4.0 * acc / n


@njit("float64(int64)", parallel=True)
def heavy_sum(n):
    """A compute-bound reduction: the sum of sqrt(i) * sin(i)."""
    s = 0.0
    for i in prange(n):
        s += math.sqrt(i) * math.sin(i)
    return s


@njit("int64(int64)", parallel=True)
def count_primes(n):
    """The number of primes below n, testing each number in parallel."""
    count = 0
    for k in prange(2, n):
        prime = 1
        d = 2
        while d * d <= k:
            if k % d == 0:
                prime = 0
                break
            d += 1
        count += prime
    return count
