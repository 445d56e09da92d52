"""CUDA: dynamic shared memory, cuda.shared.array(0, dtype) sized by the launch's fourth item; two views of one buffer alias, as in CUDA."""
from numba import cuda, float64, int32, int64
import numpy as np


@cuda.jit
def block_sums(x, out):
    # Each block loads its slice into dynamic shared memory and thread 0 sums it.
    buf = cuda.shared.array(0, dtype=float64)
    tid = cuda.threadIdx.x
    i = cuda.grid(1)
    if tid < buf.shape[0]:
        buf[tid] = x[i] if i < x.shape[0] else 0.0
    cuda.syncthreads()
    if tid == 0:
        s = 0.0
        for k in range(buf.shape[0]):
            s += buf[k]
        out[cuda.blockIdx.x] = s


@cuda.jit
def alias(out, n):
    # Two dynamic arrays of different dtypes view the same bytes.
    a = cuda.shared.array(0, dtype=int32)
    b = cuda.shared.array(0, dtype=int64)
    t = cuda.threadIdx.x
    if t < a.shape[0]:
        a[t] = t + 1
    cuda.syncthreads()
    if t == 0:
        out[0] = a.shape[0]
        out[1] = b.shape[0]
        for k in range(min(n, b.shape[0])):
            out[2 + k] = b[k]


# call: block_sums[3, 8, 0, 64](np.arange(20.0), np.zeros(3))
# call: block_sums[2, 8, 0, 32](np.arange(16.0) * 0.5, np.zeros(2))
# call: alias[1, 6, 0, 24](np.zeros(8, dtype=np.int64), 3)
# call: alias[1, 4, 0, 20](np.zeros(8, dtype=np.int64), 2)
