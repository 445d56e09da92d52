"""The start below n with the longest Collatz chain: an integer while loop."""
import numpy as np
from numba import njit


@njit
def collatz_longest(limit):
    best = 1
    best_len = 1
    for start in range(1, limit):
        n = start
        length = 1
        while n != 1:
            if n % 2 == 0:
                n //= 2
            else:
                n = 3 * n + 1
            length += 1
        if length > best_len:
            best = start
            best_len = length
    return best, best_len


ENTRY = "collatz_longest"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    if size == "small":
        return (1000,)
    return (100_000,)
