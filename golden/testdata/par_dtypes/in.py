"""prange reductions and writes over int32, float32 and uint8 arrays: the accumulator's type
follows the usual promotion rules."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def sum_i32(a):
    s = 0
    for i in prange(a.size):
        s += a[i]
    return s


@njit(parallel=True)
def sum_f32(a):
    s = np.float32(0.0)
    for i in prange(a.size):
        s += a[i]
    return s


@njit(parallel=True)
def bytes_to_float(a):
    out = np.empty(a.size, dtype=np.float32)
    total = 0
    for i in prange(a.size):
        out[i] = a[i] / np.float32(255.0)
        total += a[i]
    return out, total

# call: sum_i32(np.arange(1000, dtype=np.int32))
# call: sum_f32(np.full(64, 0.5, dtype=np.float32))
# call: bytes_to_float(np.array([0, 51, 255, 128], dtype=np.uint8))
