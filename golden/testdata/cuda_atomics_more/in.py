"""CUDA: the atomics beyond add/sub/max/min (and_, or_, xor, exch, inc, dec, nanmax, nanmin,
compare_and_swap), each returning the old value; results that do not depend on thread order."""
from numba import cuda
import numpy as np


@cuda.jit
def bits(flags, out):
    # Every thread sets, clears and toggles its own bit: the final words are order-free.
    i = cuda.grid(1)
    if i < 32:
        cuda.atomic.or_(flags, 0, 1 << i)
        cuda.atomic.and_(flags, 1, ~(1 << i))
        cuda.atomic.xor(flags, 2, 1 << (i % 4))
    if i == 0:
        out[0] = 1


@cuda.jit
def counters(c, n):
    # inc wraps at n; dec wraps to n at 0: after every thread, the counters are order-free.
    i = cuda.grid(1)
    if i < n:
        cuda.atomic.inc(c, 0, np.uint32(4))
        cuda.atomic.dec(c, 1, np.uint32(4))
        cuda.atomic.inc(c, 2, np.uint32(1000))


@cuda.jit
def nan_extrema(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        cuda.atomic.nanmax(out, 0, x[i])
        cuda.atomic.nanmin(out, 1, x[i])


@cuda.jit
def single(a, out):
    # One thread: the old values come back in order.
    if cuda.grid(1) == 0:
        out[0] = cuda.atomic.exch(a, 1, 42)
        out[1] = a[1]
        out[2] = cuda.atomic.compare_and_swap(a, 7, 9)
        out[3] = cuda.atomic.compare_and_swap(a, 5, 11)
        out[4] = a[0]
        out[5] = cuda.atomic.xor(a, 2, 6)
        out[6] = cuda.atomic.nanmax(a, 3, 100)


@cuda.jit
def claim(lock, owner):
    # Every thread tries to claim the lock once: exactly one succeeds, whichever it is.
    i = cuda.grid(1)
    if cuda.atomic.compare_and_swap(lock, 0, 1) == 0:
        owner[0] = owner[0] + 1


# call: bits[2, 16](np.array([0, -1, 0], dtype=np.int64), np.zeros(1, dtype=np.int64))
# call: bits[4, 8](np.array([0, -1, 5], dtype=np.int32), np.zeros(1, dtype=np.int64))
# call: counters[3, 7](np.zeros(3, dtype=np.uint32), 13)
# call: counters[1, 10](np.array([2, 0, 5], dtype=np.uint64), 10)
# call: nan_extrema[2, 4](np.array([3.0, np.nan, -1.5, 8.0, np.nan, 2.0]), np.array([np.nan, np.nan]))
# call: nan_extrema[1, 8](np.array([3.0, 7.5, -1.5], dtype=np.float32), np.array([0.0, 10.0], dtype=np.float32))
# call: nan_extrema[1, 4](np.array([5, -3, 9], dtype=np.int64), np.array([0, 0], dtype=np.int64))
# call: single[1, 1](np.array([5, 2, 3, 1], dtype=np.int64), np.zeros(7, dtype=np.int64))
# call: claim[3, 5](np.zeros(1, dtype=np.int32), np.zeros(1, dtype=np.int32))
