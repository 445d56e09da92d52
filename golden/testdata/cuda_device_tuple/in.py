"""CUDA device functions that return tuples of numbers (return a, b), unpacked by kernels and by other device functions, with mixed element types converted to the variables'."""
import math
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def divmod_pos(a, b):
    q = a // b
    return q, a - q * b


@cuda.jit(device=True)
def stats3(x, y, z):
    lo = min(x, min(y, z))
    hi = max(x, max(y, z))
    return lo, hi, (x + y + z) / 3.0


@cuda.jit(device=True)
def polar(x, y):
    lo, hi, m = stats3(x, y, 0.0)
    if lo == 0.0 and hi == 0.0:
        return 0.0, 0.0
    return math.hypot(x, y), math.atan2(y, x)


@cuda.jit
def kern(a, b, q, r, lo, hi, mean, rad, ang):
    i = cuda.grid(1)
    if i < a.size:
        qi, ri = divmod_pos(a[i], b[i])
        q[i] = qi
        r[i] = ri
        l, h, m = stats3(float(a[i]), float(b[i]), 1.5)
        lo[i] = l
        hi[i] = h
        mean[i] = m
        rr, th = polar(float(a[i]), float(b[i]))
        rad[i] = rr
        ang[i] = th


# call: kern[1, 8](np.array([7, 9, 0, 13, 5]), np.array([2, 4, 3, 5, 1]), np.zeros(5, dtype=np.int64), np.zeros(5, dtype=np.int32), np.zeros(5), np.zeros(5), np.zeros(5), np.zeros(5), np.zeros(5))
