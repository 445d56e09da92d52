"""The shape of a shared array must be a compile-time constant, as Numba requires."""
# error: non-constant-shape
from numba import cuda, float32


@cuda.jit("void(float32[::1], int64)")
def stage(x, n):
    buf = cuda.shared.array(n, float32)
    buf[0] = x[0]
