"""CUDA: warp shuffles, cuda.shfl_sync, shfl_up_sync, shfl_down_sync and shfl_xor_sync, on int32,
int64, float32 and float64 values: a warp sum with shfl_down_sync, a butterfly with
shfl_xor_sync, a broadcast, an inclusive scan; partial warps read their own value past the
block's last lane."""
from numba import cuda
import numpy as np

FULL = 0xffffffff


@cuda.jit
def warp_sum(x, out):
    # The sum of each warp's values, written by its lane 0.
    i = cuda.grid(1)
    v = 0.0
    if i < x.shape[0]:
        v = x[i]
    offset = 16
    while offset > 0:
        v += cuda.shfl_down_sync(FULL, v, offset)
        offset //= 2
    if cuda.laneid == 0:
        out[i // 32] = v


@cuda.jit
def butterfly(x, out):
    # Every lane gets the warp's maximum (int32) and sum (float32).
    i = cuda.grid(1)
    m = x[i]
    s = np.float32(x[i]) * np.float32(0.5)
    for k in range(5):
        m = max(m, cuda.shfl_xor_sync(FULL, m, 1 << k))
        s += cuda.shfl_xor_sync(FULL, s, 1 << k)
    out[i, 0] = m
    out[i, 1] = s


@cuda.jit
def scan(x, first, out):
    # An inclusive scan over each warp (int64), and lane 3's value broadcast to its warp.
    i = cuda.threadIdx.x + cuda.blockDim.x * cuda.threadIdx.y
    lane = cuda.laneid
    v = x[i]
    d = 1
    while d < 32:
        u = cuda.shfl_up_sync(FULL, v, d)
        if lane >= d:
            v += u
        d *= 2
    out[i] = v
    first[i] = cuda.shfl_sync(-1, x[i] * 1000000000000, 35)



@cuda.jit(device=True)
def warp_min(v):
    # A device function with a shuffle: the kernel that calls it runs its lanes together.
    for k in range(5):
        v = min(v, cuda.shfl_xor_sync(FULL, v, 16 >> k))
    return v


@cuda.jit
def mins(x, out):
    i = cuda.grid(1)
    out[i] = warp_min(x[i])


# call: warp_sum[2, 64](np.linspace(0.0, 12.7, 128), np.zeros(4))
# call: warp_sum[1, 48](np.arange(48.0), np.zeros(2))
# call: butterfly[1, 64](np.arange(64, dtype=np.int32) * 7 % 61 - 20, np.zeros((64, 2), dtype=np.float32))
# call: butterfly[2, 40](np.arange(80, dtype=np.int32), np.zeros((80, 2), dtype=np.float32))
# call: scan[1, (6, 7)](np.arange(1, 43, dtype=np.int64), np.zeros(42, dtype=np.int64), np.zeros(42, dtype=np.int64))
# call: mins[1, 64](np.cos(np.arange(64.0)), np.zeros(64))
