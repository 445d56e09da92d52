"""CUDA: cuda.shared.array in device functions: one array per block for every thread and call, beside the kernel's own; dynamic shared memory in a device function."""
from numba import cuda, float64, int32
import numpy as np

TPB = 8


@cuda.jit(device=True)
def block_sum(v):
    # Every thread stores its value; after the barrier each one adds them all up.
    buf = cuda.shared.array(TPB, float64)
    tid = cuda.threadIdx.x
    buf[tid] = v
    cuda.syncthreads()
    s = 0.0
    for k in range(cuda.blockDim.x):
        s += buf[k]
    cuda.syncthreads()
    return s


@cuda.jit
def sums(x, out):
    i = cuda.grid(1)
    v = x[i] if i < x.shape[0] else 0.0
    total = block_sum(v)
    twice = block_sum(2.0 * v)  # a second call uses the same array
    if cuda.threadIdx.x == 0:
        out[cuda.blockIdx.x, 0] = total
        out[cuda.blockIdx.x, 1] = twice


@cuda.jit(device=True)
def count_over(v, lim):
    c = cuda.shared.array(1, int32)
    if cuda.threadIdx.x == 0:
        c[0] = 0
    cuda.syncthreads()
    if v > lim:
        cuda.atomic.add(c, 0, 1)
    cuda.syncthreads()
    return c[0]


@cuda.jit(device=True)
def over_and_sum(v, lim):
    # A device function calling device functions with shared arrays of their own.
    return count_over(v, lim) * 1000.0 + block_sum(v)


@cuda.jit
def stats(x, lim, out):
    own = cuda.shared.array(TPB, float64)  # the kernel's own shared array
    i = cuda.grid(1)
    v = x[i] if i < x.shape[0] else -1.0
    own[cuda.threadIdx.x] = v
    r = over_and_sum(v, lim)
    cuda.syncthreads()
    if cuda.threadIdx.x == 0:
        out[cuda.blockIdx.x, 0] = r
        out[cuda.blockIdx.x, 1] = own[TPB - 1]


@cuda.jit(device=True)
def mirror(v):
    d = cuda.shared.array(0, dtype=float64)
    t = cuda.threadIdx.x
    d[t] = v
    cuda.syncthreads()
    return d[cuda.blockDim.x - 1 - t]


@cuda.jit
def reverse_blocks(x, out):
    i = cuda.grid(1)
    out[i] = mirror(x[i])


# call: sums[3, 8](np.arange(20.0), np.zeros((3, 2)))
# call: sums[1, 8](np.linspace(-1.0, 1.0, 8), np.zeros((1, 2)))
# call: stats[2, 8](np.arange(16.0), 5.5, np.zeros((2, 2)))
# call: stats[3, 8](np.linspace(0.0, 3.0, 20), 1.0, np.zeros((3, 2)))
# call: reverse_blocks[2, 4, 0, 32](np.arange(8.0), np.zeros(8))
# call: reverse_blocks[3, 2, 0, 16](np.arange(6.0) * 1.5, np.zeros(6))
