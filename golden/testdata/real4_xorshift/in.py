"""A xorshift64* generator and FNV-1a hash with np.uint64 wrap-around, shifts and masks."""
import numpy as np
from numba import njit


@njit
def xorshift(seed, n):
    x = np.uint64(seed)
    out = np.empty(n, dtype=np.uint64)
    for i in range(n):
        x ^= x >> np.uint64(12)
        x ^= x << np.uint64(25)
        x ^= x >> np.uint64(27)
        out[i] = x * np.uint64(2685821657736338717)
    return out


@njit
def fnv1a(data):
    h = np.uint64(14695981039346656037)
    for b in data:
        h ^= np.uint64(b)
        h *= np.uint64(1099511628211)
    return h

# call: xorshift(88172645463325252, 5)
# call: fnv1a(np.array([104, 101, 108, 108, 111], dtype=np.uint8))
