"""Real-style CUDA kernels: padded shared-memory transpose, shared histogram, warp-shuffle sum, float32 saxpy grid-stride, 3-D stencil."""
import math
import numpy as np
from numba import cuda, float32, int32

TILE = 4


@cuda.jit
def transpose(a, out):
    tile = cuda.shared.array((TILE, TILE + 1), dtype=float32)
    x = cuda.blockIdx.x * TILE + cuda.threadIdx.x
    y = cuda.blockIdx.y * TILE + cuda.threadIdx.y
    if y < a.shape[0] and x < a.shape[1]:
        tile[cuda.threadIdx.y, cuda.threadIdx.x] = a[y, x]
    cuda.syncthreads()
    x = cuda.blockIdx.y * TILE + cuda.threadIdx.x
    y = cuda.blockIdx.x * TILE + cuda.threadIdx.y
    if y < out.shape[0] and x < out.shape[1]:
        out[y, x] = tile[cuda.threadIdx.x, cuda.threadIdx.y]


@cuda.jit
def histogram(data, bins, lo, hi):
    local = cuda.shared.array(8, dtype=int32)
    t = cuda.threadIdx.x
    if t < 8:
        local[t] = 0
    cuda.syncthreads()
    i = cuda.grid(1)
    stride = cuda.gridsize(1)
    nb = bins.shape[0]
    while i < data.shape[0]:
        v = data[i]
        if v >= lo and v < hi:
            b = int((v - lo) / (hi - lo) * nb)
            cuda.atomic.add(local, b, 1)
        i += stride
    cuda.syncthreads()
    if t < nb:
        cuda.atomic.add(bins, t, local[t])


@cuda.jit
def warp_sum(x, out):
    i = cuda.grid(1)
    v = x[i] if i < x.shape[0] else 0.0
    off = 16
    while off > 0:
        v += cuda.shfl_down_sync(0xffffffff, v, off)
        off //= 2
    if cuda.laneid == 0:
        cuda.atomic.add(out, 0, v)


@cuda.jit
def saxpy(a, x, y):
    start = cuda.grid(1)
    for i in range(start, x.shape[0], cuda.gridsize(1)):
        y[i] = a * x[i] + y[i]


@cuda.jit(device=True)
def lap(u, i, j, k):
    return u[i - 1, j, k] + u[i + 1, j, k] + u[i, j - 1, k] + u[i, j + 1, k] + u[i, j, k - 1] + u[i, j, k + 1] - 6.0 * u[i, j, k]


@cuda.jit
def diffuse3d(u, out, dt):
    i, j, k = cuda.grid(3)
    n0, n1, n2 = u.shape
    if 0 < i < n0 - 1 and 0 < j < n1 - 1 and 0 < k < n2 - 1:
        out[i, j, k] = u[i, j, k] + dt * lap(u, i, j, k)


@cuda.jit
def row_norms(a, out):
    r = cuda.grid(1)
    if r < a.shape[0]:
        s = 0.0
        for c in range(a.shape[1]):
            s += a[r, c] * a[r, c]
        out[r] = math.sqrt(s)


# call: transpose[(2, 2), (4, 4)](np.arange(30, dtype=np.float32).reshape(5, 6), np.zeros((6, 5), dtype=np.float32))
# call: histogram[2, 16](np.linspace(0.0, 1.0, 50), np.zeros(4, dtype=np.int32), 0.0, 1.0)
# call: warp_sum[2, 32](np.arange(50.0), np.zeros(1))
# call: saxpy[2, 8](2.5, np.arange(40, dtype=np.float32), np.ones(40, dtype=np.float32))
# call: diffuse3d[(2, 2, 2), (2, 2, 2)](np.arange(64.0).reshape(4, 4, 4) ** 1.5, np.zeros((4, 4, 4)), 0.1)
# call: row_norms[1, 8](np.arange(15.0).reshape(5, 3), np.zeros(5))
