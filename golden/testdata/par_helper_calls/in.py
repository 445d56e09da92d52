"""Calls to helper functions (njit and undecorated) from the body of a prange loop."""
import numpy as np
from numba import njit, prange


@njit
def smoothstep(x):
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    return x * x * (3.0 - 2.0 * x)


def collatz_steps(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


@njit(parallel=True)
def smooth_all(a):
    out = np.empty_like(a)
    for i in prange(a.size):
        out[i] = smoothstep(a[i])
    return out


@njit(parallel=True)
def total_steps(n):
    s = 0
    longest = 0
    for i in prange(1, n + 1):
        k = collatz_steps(i)
        s += k
        longest = max(longest, k)
    return s, longest

# call: smooth_all(np.linspace(-0.5, 1.5, 9))
# call: total_steps(10)
# call: total_steps(3000)
