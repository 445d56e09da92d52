"""Real-style CUDA: grid-stride SAXPY, shared-memory tiled matmul, block reduction with atomics, histogram with atomics, 2-D stencil."""
import math
import numpy as np
from numba import cuda, float32, float64, int32

TPB = 4


@cuda.jit
def saxpy(a, x, y, out):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, x.shape[0], stride):
        out[i] = a * x[i] + y[i]


@cuda.jit
def matmul_tiled(A, B, C):
    sA = cuda.shared.array(shape=(TPB, TPB), dtype=float64)
    sB = cuda.shared.array(shape=(TPB, TPB), dtype=float64)
    x, y = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    acc = 0.0
    for t in range((A.shape[1] + TPB - 1) // TPB):
        if x < A.shape[0] and t * TPB + ty < A.shape[1]:
            sA[tx, ty] = A[x, t * TPB + ty]
        else:
            sA[tx, ty] = 0.0
        if y < B.shape[1] and t * TPB + tx < B.shape[0]:
            sB[tx, ty] = B[t * TPB + tx, y]
        else:
            sB[tx, ty] = 0.0
        cuda.syncthreads()
        for k in range(TPB):
            acc += sA[tx, k] * sB[k, ty]
        cuda.syncthreads()
    if x < C.shape[0] and y < C.shape[1]:
        C[x, y] = acc


@cuda.jit
def block_sum(x, total):
    s = cuda.shared.array(TPB, dtype=float64)
    i = cuda.grid(1)
    tid = cuda.threadIdx.x
    s[tid] = x[i] if i < x.size else 0.0
    cuda.syncthreads()
    step = TPB // 2
    while step > 0:
        if tid < step:
            s[tid] += s[tid + step]
        cuda.syncthreads()
        step //= 2
    if tid == 0:
        cuda.atomic.add(total, 0, s[0])


@cuda.jit
def histogram(x, lo, hi, bins):
    i = cuda.grid(1)
    if i < x.size:
        nb = bins.size
        b = int((x[i] - lo) / (hi - lo) * nb)
        if 0 <= b < nb:
            cuda.atomic.add(bins, b, 1)


@cuda.jit
def laplace(u, out):
    i, j = cuda.grid(2)
    n, m = u.shape
    if 0 < i < n - 1 and 0 < j < m - 1:
        out[i, j] = u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4 * u[i, j]


# call: saxpy[2, 4](2.0, np.arange(10.0), np.ones(10), np.zeros(10))
# call: matmul_tiled[(2, 2), (4, 4)](np.arange(30.0).reshape(5, 6), np.arange(42.0).reshape(6, 7) * 0.5, np.zeros((5, 7)))
# call: block_sum[3, 4](np.arange(11.0), np.zeros(1))
# call: histogram[3, 4](np.array([0.1, 0.5, 0.9, 0.55, 0.2, 1.5, -0.1, 0.75, 0.3, 0.31]), 0.0, 1.0, np.zeros(4, dtype=np.int32))
# call: laplace[(2, 2), (4, 4)](np.arange(36.0).reshape(6, 6) ** 2, np.zeros((6, 6)))
