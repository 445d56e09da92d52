"""Real-style CUDA: tiled float32 matmul with shared memory, local-array insertion sort per thread, device functions calling device functions, atomic CAS spin-lock-free max, complex on device, special math."""
import math
import numpy as np
from numba import cuda, float32, float64, int64

TPB = 4


@cuda.jit
def matmul_tiled(A, B, C):
    sA = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
    sB = cuda.shared.array(shape=(TPB, TPB), dtype=float32)
    x, y = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bpg = cuda.gridDim.x
    tmp = float32(0.)
    for i in range(bpg):
        sA[tx, ty] = 0
        sB[tx, ty] = 0
        if x < A.shape[0] and (ty + i * TPB) < A.shape[1]:
            sA[tx, ty] = A[x, ty + i * TPB]
        if y < B.shape[1] and (tx + i * TPB) < B.shape[0]:
            sB[tx, ty] = B[tx + i * TPB, y]
        cuda.syncthreads()
        for j in range(TPB):
            tmp += sA[tx, j] * sB[j, ty]
        cuda.syncthreads()
    if x < C.shape[0] and y < C.shape[1]:
        C[x, y] = tmp


@cuda.jit(device=True)
def clamp(v, lo, hi):
    return max(lo, min(hi, v))


@cuda.jit(device=True)
def smoothstep(e0, e1, x):
    t = clamp((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3.0 - 2.0 * t)


@cuda.jit
def shade(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = smoothstep(0.2, 0.8, x[i])


@cuda.jit
def median5(a, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        w = cuda.local.array(5, dtype=float64)
        for k in range(5):
            w[k] = a[i, k]
        for k in range(1, 5):
            key = w[k]
            j = k - 1
            while j >= 0 and w[j] > key:
                w[j + 1] = w[j]
                j -= 1
            w[j + 1] = key
        out[i] = w[2]


@cuda.jit
def cas_max(vals, result):
    i = cuda.grid(1)
    if i < vals.shape[0]:
        v = vals[i]
        old = result[0]
        while v > old:
            prev = cuda.atomic.compare_and_swap(result, old, v)
            if prev == old:
                break
            old = prev


@cuda.jit
def cmul(z, w, out):
    i = cuda.grid(1)
    if i < z.shape[0]:
        out[i] = z[i] * w[i] + abs(z[i])


@cuda.jit
def special(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i, 0] = math.erf(x[i])
        out[i, 1] = math.lgamma(x[i] + 1.0)
        out[i, 2] = math.atan2(x[i], 1.0 - x[i])
        out[i, 3] = math.copysign(math.expm1(x[i]), -x[i])


# call: matmul_tiled[(2, 2), (4, 4)](np.arange(30, dtype=np.float32).reshape(5, 6) / 7, np.arange(42, dtype=np.float32).reshape(6, 7) / 5, np.zeros((5, 7), dtype=np.float32))
# call: shade[1, 8](np.linspace(0.0, 1.0, 7), np.zeros(7))
# call: median5[1, 4](np.array([[5.0, 1.0, 4.0, 2.0, 3.0], [9.0, -1.0, 0.0, 7.0, 7.0], [1.0, 1.0, 1.0, 1.0, 2.0]]), np.zeros(3))
# call: cas_max[2, 8](np.array([3, 17, -4, 99, 12, 98, 5], dtype=np.int64), np.array([-1000], dtype=np.int64))
# call: cmul[1, 4](np.array([1 + 2j, -3j, 0.5 + 0j]), np.array([2 - 1j, 1 + 1j, 4j]), np.zeros(3, dtype=np.complex128))
# call: special[1, 8](np.linspace(-0.9, 0.9, 5), np.zeros((5, 4)))
