"""Integer reductions with |=, &= and ^= in prange loops, each in its own function."""
# oracle: cpython Numba 0.56 rejects |=, &= and ^= reductions in prange ("unsupported reduction function")
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def bit_or(a):
    x = 0
    for i in prange(a.size):
        x |= a[i]
    return x


@njit(parallel=True)
def bit_and(a):
    x = -1
    for i in prange(a.size):
        x &= a[i]
    return x


@njit(parallel=True)
def bit_xor(a, seed):
    x = seed
    for i in prange(a.size):
        x ^= a[i] * 3
    return x

# call: bit_or(np.array([1, 2, 4, 16, 64]))
# call: bit_or(np.arange(0))
# call: bit_and(np.array([255, 127, 63, 62]))
# call: bit_and(np.arange(1, 600) | 1024)
# call: bit_xor(np.arange(500), 12345)
# call: bit_xor(np.array([-7, 5]), 0)
