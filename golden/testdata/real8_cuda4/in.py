"""Real-style CUDA 4: device functions returning tuples, atomic max/min, dynamic shared memory, 2-D local arrays, complex numbers, integer bit tricks."""
import math
import cmath
import numpy as np
from numba import cuda, float64, int32, int64


@cuda.jit(device=True)
def minmax(a, b):
    if a < b:
        return a, b
    return b, a


@cuda.jit
def sort_pairs(x, lo, hi):
    i = cuda.grid(1)
    if i < lo.size:
        l, h = minmax(x[2 * i], x[2 * i + 1])
        lo[i] = l
        hi[i] = h


@cuda.jit
def extremes(x, out):
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.max(out, 0, x[i])
        cuda.atomic.min(out, 1, x[i])


@cuda.jit
def block_scan(x, out):
    buf = cuda.shared.array(0, dtype=float64)
    tid = cuda.threadIdx.x
    i = cuda.grid(1)
    buf[tid] = x[i] if i < x.size else 0.0
    cuda.syncthreads()
    off = 1
    while off < cuda.blockDim.x:
        v = buf[tid - off] if tid >= off else 0.0
        cuda.syncthreads()
        buf[tid] += v
        cuda.syncthreads()
        off *= 2
    if i < x.size:
        out[i] = buf[tid]


@cuda.jit
def rotate_complex(z, theta, out):
    i = cuda.grid(1)
    if i < z.size:
        out[i] = z[i] * cmath.exp(1j * theta) + abs(z[i])


@cuda.jit
def popcounts(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        c = 0
        while v:
            v &= v - 1
            c += 1
        out[i] = c


# call: sort_pairs[1, 4](np.array([3.0, 1.0, 2.0, 5.0, 9.0, -1.0]), np.zeros(3), np.zeros(3))
# call: extremes[2, 4](np.array([3, 9, -2, 7, 4, 0, 11]), np.array([-1000, 1000]))
# call: block_scan[2, 4, 0, 32](np.arange(1.0, 8.0), np.zeros(7))
# call: rotate_complex[1, 4](np.array([1 + 1j, 2 - 1j, -1j]), 0.5, np.zeros(3, dtype=np.complex128))
# call: popcounts[1, 8](np.array([0, 1, 7, 255, 1023]), np.zeros(5, dtype=np.int64))
