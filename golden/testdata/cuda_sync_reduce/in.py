"""CUDA: cuda.syncthreads_count, syncthreads_and and syncthreads_or: a barrier that also counts the
block's predicates; threads that returned early no longer take part."""
from numba import cuda
import numpy as np


@cuda.jit
def votes(x, count, every, some):
    i = cuda.grid(1)
    v = 0.0
    if i < x.shape[0]:
        v = x[i]
    c = cuda.syncthreads_count(v > 0)
    a = cuda.syncthreads_and(v > 0)
    o = cuda.syncthreads_or(v > 100)
    if cuda.threadIdx.x == 0:
        count[cuda.blockIdx.x] = c
        every[cuda.blockIdx.x] = a
        some[cuda.blockIdx.x] = o


@cuda.jit
def early(x, out):
    # Threads past the data return before the barrier: the count is over those left.
    i = cuda.grid(1)
    if i >= x.shape[0]:
        return
    c = cuda.syncthreads_count(x[i] % 2)
    if cuda.threadIdx.x == 0:
        out[cuda.blockIdx.x] = c


# call: votes[2, 4](np.array([1.0, 2.0, 3.0, 4.0, -1.0, 200.0, 3.0]), np.zeros(2, dtype=np.int32), np.zeros(2, dtype=np.int32), np.zeros(2, dtype=np.int32))
# call: votes[3, 2](np.array([0.0, 0.0, 5.0, 7.0, 101.0]), np.zeros(3, dtype=np.int32), np.zeros(3, dtype=np.int32), np.zeros(3, dtype=np.int32))
# call: early[2, 8](np.arange(11, dtype=np.int64), np.zeros(2, dtype=np.int64))
