"""CUDA: the intrinsics cuda.popc, clz, brev, ffs (over the argument's width), fma, cbrt and selp."""
from numba import cuda
import numpy as np


@cuda.jit
def bit_ops(x, pop, lead, first):
    i = cuda.grid(1)
    if i < x.shape[0]:
        pop[i] = cuda.popc(x[i])
        lead[i] = cuda.clz(x[i])
        first[i] = cuda.ffs(x[i])


@cuda.jit
def reverse(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = cuda.brev(x[i])


@cuda.jit
def float_ops(a, b, c, f, r, s):
    i = cuda.grid(1)
    if i < a.shape[0]:
        f[i] = cuda.fma(a[i], b[i], c[i])
        r[i] = cuda.cbrt(a[i])
        s[i] = cuda.selp(a[i] > b[i], a[i], b[i] * 2)


# call: bit_ops[1, 8](np.array([0, 1, 6, 255, 65536, 2147483647, 12], dtype=np.int32), np.zeros(7, dtype=np.int32), np.zeros(7, dtype=np.int32), np.zeros(7, dtype=np.uint32))
# call: bit_ops[2, 2](np.array([0, 1, 4096, 4294967295], dtype=np.uint32), np.zeros(4, dtype=np.uint32), np.zeros(4, dtype=np.uint32), np.zeros(4, dtype=np.uint32))
# call: reverse[1, 4](np.array([1, 6, 2147483648, 305419896], dtype=np.uint32), np.zeros(4, dtype=np.uint32))
# call: float_ops[1, 4](np.array([8.0, 27.0, 0.5, 1e-8]), np.array([2.0, 3.0, 4.0, 3.0]), np.array([1.0, -1.0, 0.25, 1.0]), np.zeros(4), np.zeros(4), np.zeros(4))
# call: float_ops[1, 4](np.array([8.0, 27.0, 0.5], dtype=np.float32), np.array([2.0, 3.0, 4.0], dtype=np.float32), np.array([1.0, -1.0, 0.25], dtype=np.float32), np.zeros(3, dtype=np.float32), np.zeros(3, dtype=np.float32), np.zeros(3, dtype=np.float32))
