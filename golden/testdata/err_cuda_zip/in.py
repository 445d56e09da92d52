"""CUDA: enumerate and zip loops pygo's kernels do not take: a 2-d array, and targets that do not
match the arrays."""
# error: unsupported-feature
from numba import cuda


@cuda.jit("void(float64[:, :], float64[:], float64[:])")
def bad(m, x, out):
    for k, row in enumerate(m):
        out[0] += k
    for a, b in zip(x, x, out):
        out[1] += a * b
