"""CUDA: shared-memory tiled matrix multiplication with cuda.syncthreads (Numba's introduction, fast_matmul), in float64 and float32."""
import numpy as np
from numba import cuda, float32, float64

TPB = 4


@cuda.jit
def fast_matmul(A, B, C):
    # Each block computes one TPB x TPB tile of C from tiles of A and B staged in shared memory.
    sA = cuda.shared.array(shape=(TPB, TPB), dtype=float64)
    sB = cuda.shared.array(shape=(TPB, TPB), dtype=float64)

    x, y = cuda.grid(2)

    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bpg = cuda.gridDim.x

    if x >= C.shape[0] and y >= C.shape[1]:
        return

    tmp = 0.
    for i in range(bpg):
        sA[tx, ty] = A[x, ty + i * TPB]
        sB[tx, ty] = B[tx + i * TPB, y]
        cuda.syncthreads()
        for j in range(TPB):
            tmp += sA[tx, j] * sB[j, ty]
        cuda.syncthreads()

    C[x, y] = tmp


@cuda.jit
def matmul_f32(A, B, C):
    # The same tiling in float32, with bounds checks so that any shape works.
    sA = cuda.shared.array((TPB, TPB), float32)
    sB = cuda.shared.array((TPB, TPB), float32)
    x, y = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    tmp = float32(0.)
    for i in range((A.shape[1] + TPB - 1) // TPB):
        sA[tx, ty] = 0
        sB[tx, ty] = 0
        if x < A.shape[0] and ty + i * TPB < A.shape[1]:
            sA[tx, ty] = A[x, ty + i * TPB]
        if y < B.shape[1] and tx + i * TPB < B.shape[0]:
            sB[tx, ty] = B[tx + i * TPB, y]
        cuda.syncthreads()
        for j in range(TPB):
            tmp += sA[tx, j] * sB[j, ty]
        cuda.syncthreads()
    if x < C.shape[0] and y < C.shape[1]:
        C[x, y] = tmp


# call: fast_matmul[(2, 2), (4, 4)](np.arange(64.0).reshape(8, 8) / 8, np.arange(64.0).reshape(8, 8)[::-1].copy(), np.zeros((8, 8)))
# call: fast_matmul[(3, 3), (4, 4)](np.sin(np.arange(144.0)).reshape(12, 12), np.cos(np.arange(144.0)).reshape(12, 12), np.zeros((12, 12)))
# call: matmul_f32[(2, 3), (4, 4)](np.arange(35, dtype=np.float32).reshape(5, 7) / 4, np.arange(63, dtype=np.float32).reshape(7, 9) / 8, np.zeros((5, 9), dtype=np.float32))
