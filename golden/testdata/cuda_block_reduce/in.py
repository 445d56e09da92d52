"""CUDA: a block-wide tree reduction and a 1-D stencil through shared memory with cuda.syncthreads, threads of a block that return early, and the launch's per-block results."""
import numpy as np
from numba import cuda, float64

BLOCK = 16


@cuda.jit
def block_sum(x, out):
    buf = cuda.shared.array(BLOCK, float64)
    tid = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[tid] = x[i] if i < x.shape[0] else 0.0
    cuda.syncthreads()
    s = BLOCK // 2
    while s > 0:
        if tid < s:
            buf[tid] += buf[tid + s]
        cuda.syncthreads()
        s //= 2
    if tid == 0:
        out[cuda.blockIdx.x] = buf[0]


@cuda.jit
def blur(x, out):
    # out[i] = (x[i-1] + 2 x[i] + x[i+1]) / 4 with a halo of one element on each side of the tile.
    tile = cuda.shared.array(BLOCK + 2, float64)
    tid = cuda.threadIdx.x
    i = cuda.grid(1)
    n = x.shape[0]
    if i < n:
        tile[tid + 1] = x[i]
    if tid == 0:
        tile[0] = x[i - 1] if i > 0 else 0.0
    if tid == cuda.blockDim.x - 1 or i == n - 1:
        tile[tid + 2] = x[i + 1] if i + 1 < n else 0.0
    cuda.syncthreads()
    if i >= n:
        return
    out[i] = (tile[tid] + 2 * tile[tid + 1] + tile[tid + 2]) / 4


# call: block_sum[3, 16](np.arange(40.0), np.zeros(3))
# call: blur[2, 16](np.arange(20.0) ** 2, np.zeros(20))
# call: blur[3, 16](np.cos(np.arange(45.0)), np.zeros(45))
