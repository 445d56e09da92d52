"""The number of primes below n by trial division: nested integer loops with early exit."""
import numpy as np
from numba import njit


@njit
def is_prime(k):
    if k < 2:
        return False
    if k % 2 == 0:
        return k == 2
    d = 3
    while d * d <= k:
        if k % d == 0:
            return False
        d += 2
    return True


@njit
def count_primes(n):
    count = 0
    for k in range(n):
        if is_prime(k):
            count += 1
    return count


ENTRY = "count_primes"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    if size == "small":
        return (2000,)
    return (600_000,)
