"""CUDA: Numba's CUDA target rounds floats only: round() of an integer is a diagnostic."""
# error: type-mismatch
from numba import cuda


@cuda.jit("void(int64[::1], int64[::1])")
def round_ints(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = round(x[i], -1)
