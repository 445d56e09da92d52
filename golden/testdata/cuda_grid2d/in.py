"""CUDA: a 2-D grid (cuda.grid(2), cuda.gridsize(2), threadIdx/blockIdx/blockDim/gridDim .x/.y), math functions, an eager signature and a non-contiguous launch configuration."""
import math

import numpy as np
from numba import cuda


@cuda.jit("void(float64[:, ::1], float64[:, ::1])")
def polar(x, out):
    i, j = cuda.grid(2)
    if i < x.shape[0] and j < x.shape[1]:
        r = math.sqrt(x[i, j] * x[i, j] + float(i * j))
        out[i, j] = math.atan2(r, 1.0 + j) + math.exp(-r) * math.cos(r)


@cuda.jit
def coords(ids, dims):
    # Every thread of a 2-D grid writes where it is, walking the whole array with a 2-D grid stride.
    x, y = cuda.grid(2)
    sx, sy = cuda.gridsize(2)
    for i in range(x, ids.shape[0], sx):
        for j in range(y, ids.shape[1], sy):
            ids[i, j] = (cuda.blockIdx.x * 1000 + cuda.blockIdx.y * 100 + cuda.threadIdx.x * 10 + cuda.threadIdx.y)
    if x == 0 and y == 0:
        dims[0] = cuda.blockDim.x
        dims[1] = cuda.blockDim.y
        dims[2] = cuda.gridDim.x
        dims[3] = cuda.gridDim.y
        dims[4] = cuda.blockDim.z + cuda.threadIdx.z + cuda.blockIdx.z + cuda.gridDim.z


@cuda.jit
def scale_int(a, k):
    i, j = cuda.grid(2)
    if i < a.shape[0] and j < a.shape[1]:
        a[i, j] = a[i, j] * k // 3 - a[i, j] % 4


# call: polar[(2, 3), (4, 4)](np.arange(40.0).reshape(5, 8) / 7, np.zeros((5, 8)))
# call: coords[(2, 2), (3, 2)](np.zeros((9, 7), dtype=np.int64), np.zeros(5, dtype=np.int64))
# call: coords[(1, 1), (1, 1)](np.zeros((2, 3), dtype=np.int64), np.zeros(5, dtype=np.int64))
# call: scale_int[(2, 2), (2, 2)](np.arange(-8, 8, dtype=np.int64).reshape(4, 4), 5)
# call: scale_int[(1, 1), (4, 4)](np.arange(16, dtype=np.int32).reshape(4, 4), -7)
