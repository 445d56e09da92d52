"""CUDA: warp votes and matches, cuda.ballot_sync (counted with cuda.popc), all_sync, any_sync,
eq_sync, match_any_sync, match_all_sync, syncwarp, activemask and lanemask_lt; lanes that
returned early no longer take part, and half warps meet under their own masks."""
from numba import cuda
import numpy as np


@cuda.jit
def votes(x, count, flags):
    i = cuda.grid(1)
    if i >= x.shape[0]:
        return
    b = cuda.ballot_sync(0xffffffff, x[i] > 0)
    a = cuda.all_sync(0xffffffff, x[i] > -5)
    s = cuda.any_sync(0xffffffff, x[i] > 8)
    e = cuda.eq_sync(0xffffffff, x[i] >= 0)
    # The rank of this lane among those with a positive value.
    below = cuda.popc(b & cuda.lanemask_lt())
    count[i] = below
    if cuda.laneid == 0:
        flags[i // 32, 0] = cuda.popc(b & 0xffffffff)  # b is an int32: lane 31 makes it negative
        flags[i // 32, 1] = a
        flags[i // 32, 2] = s
        flags[i // 32, 3] = e


@cuda.jit
def halves(x, out):
    # The low and the high half of each warp meet separately.
    i = cuda.grid(1)
    cuda.syncwarp(0xffffffff)
    mask = 0x0000ffff
    if cuda.laneid >= 16:
        mask = 0xffff0000
    out[i, 0] = cuda.ballot_sync(mask, x[i] % 3 == 0)
    out[i, 1] = cuda.popc(cuda.activemask())


@cuda.jit
def groups(x, key, out):
    i = cuda.grid(1)
    if i >= x.shape[0]:
        return
    out[i, 0] = cuda.match_any_sync(0xffffffff, key[i])
    m, same = cuda.match_all_sync(0xffffffff, x[i])
    out[i, 1] = m
    out[i, 2] = same


# call: votes[2, 64](np.arange(100, dtype=np.int64) * 37 % 19 - 3, np.zeros(100, dtype=np.int32), np.zeros((4, 4), dtype=np.int32))
# call: votes[1, 32](np.arange(32.0) + 0.5, np.zeros(32, dtype=np.int32), np.zeros((1, 4), dtype=np.int32))
# call: halves[1, 40](np.arange(40, dtype=np.int32), np.zeros((40, 2), dtype=np.int64))
# call: groups[1, 64](np.full(50, 2.5), (np.arange(50) % 3).astype(np.float32), np.zeros((50, 3), dtype=np.int64))
# call: groups[1, 32](np.arange(32.0), np.arange(32, dtype=np.int32) // 8, np.zeros((32, 3), dtype=np.int64))
