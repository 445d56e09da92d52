"""CUDA: for loops over the elements of one-dimensional arrays (parameters and local
arrays) in kernels and device functions, as Numba's CUDA target iterates arrays."""
import numpy as np
from numba import cuda, float64


@cuda.jit(device=True)
def total(xs):
    s = 0.0
    for v in xs:
        s += v
    return s


@cuda.jit
def row_stats(w, scale, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        acc = cuda.local.array(3, float64)
        acc[0] = scale[0]
        acc[1] = scale[1]
        acc[2] = scale[2]
        best = 0.0
        for s in acc:
            if s * w[i] > best:
                best = s * w[i]
        out[i] = best + total(scale)


@cuda.jit
def count_positive(xs, out):
    n = 0
    for v in xs:
        if v > 0:
            n += 1
    out[cuda.grid(1)] = n

# call: row_stats[2, 4](np.linspace(-1.0, 2.0, 7), np.array([0.5, -2.0, 3.0]), np.zeros(7))
# call: count_positive[1, 3](np.arange(-3, 9), np.zeros(3, dtype=np.int64))
