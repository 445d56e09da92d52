"""Real-style integer code: uint8 image arithmetic with wrap-around, int32 overflow, hashing in uint64, floor division and modulo of negatives."""
import numpy as np
from numba import njit, uint64, int64


@njit
def brighten(img, delta):
    out = img + np.uint8(delta)
    sat = np.empty_like(img)
    for i in range(img.size):
        v = np.int32(img.flat[i]) + delta
        sat.flat[i] = 255 if v > 255 else v
    return out, sat


@njit
def fnv1a(data):
    h = np.uint64(14695981039346656037)
    for b in data:
        h ^= np.uint64(b)
        h *= np.uint64(1099511628211)
    return h


@njit
def splitmix(seed, n):
    out = np.empty(n, dtype=np.uint64)
    x = np.uint64(seed)
    for i in range(n):
        x += np.uint64(0x9E3779B97F4A7C15)
        z = x
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        out[i] = z ^ (z >> np.uint64(31))
    return out


@njit
def int32_sum(a):
    s = np.int32(0)
    for v in a:
        s += v
    return s, a.sum(), np.sum(a, dtype=np.int32)


@njit
def divmods(a, b):
    q = a // b
    r = a % b
    return q, r, -7 // 2, -7 % 2, 7 // -2, 7 % -2, divmod(-7, 3)


@njit
def mean_u8(img):
    return img.mean(), img.sum(), (img // 2).max(), img.astype(np.int16) - 200


# call: brighten(np.array([[10, 200], [250, 0]], dtype=np.uint8), 10)
# call: fnv1a(np.array([104, 105, 33], dtype=np.uint8))
# call: splitmix(42, 3)
# call: int32_sum(np.array([2000000000, 2000000000, 5], dtype=np.int32))
# call: divmods(np.array([-7, 7, -8, 0]), np.array([2, -3, 3, 5]))
# call: mean_u8(np.array([[10, 200], [250, 0]], dtype=np.uint8))
