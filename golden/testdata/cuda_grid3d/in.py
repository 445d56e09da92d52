"""CUDA: a 3-D grid (cuda.grid(3), cuda.gridsize(3)), bool and uint32 arrays, float32 math, a local array in a device function, cuda.threadfence, min/max/abs and conditional expressions."""
import math

import numpy as np
from numba import cuda, float64


@cuda.jit
def volume(v, mask):
    x, y, z = cuda.grid(3)
    sx, sy, sz = cuda.gridsize(3)
    if x < v.shape[0] and y < v.shape[1] and z < v.shape[2]:
        v[x, y, z] = x * 100 + y * 10 + z + sx * sy * sz * 1000
        mask[x, y, z] = (x + y + z) % 2 == 0
    cuda.threadfence()


@cuda.jit(device=True)
def spread(a, i):
    w = cuda.local.array(3, float64)
    for k in range(3):
        j = min(max(i + k - 1, 0), a.shape[0] - 1)
        w[k] = a[j]
    return max(w[0], w[1], w[2]) - min(w[0], w[1], w[2])


@cuda.jit
def features(a, f32, counts, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        out[i, 0] = spread(a, i)
        out[i, 1] = math.sqrt(f32[i]) if f32[i] > 0 else -1.0
        out[i, 2] = abs(i - 3) + abs(a[i])
        counts[i] = counts[i] * 3 + i


# call: volume[(2, 1, 2), (2, 3, 2)](np.zeros((3, 3, 4)), np.zeros((3, 3, 4), dtype=np.bool_))
# call: features[2, 4](np.array([1.0, -4.0, 2.5, 0.0, 7.0, -1.0]), np.array([4.0, 2.0, 0.0, -1.0, 9.0, 0.25], dtype=np.float32), np.arange(6, dtype=np.uint32), np.zeros((6, 3)))
