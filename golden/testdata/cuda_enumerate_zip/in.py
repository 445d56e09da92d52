"""CUDA: for loops over enumerate(a), enumerate(a, start) and zip(a, b, ...) of one-dimensional
arrays in kernels and device functions, as Numba's CUDA target compiles them: an int64 index,
zip stopping at the shortest array, integer arrays, break and continue."""
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def weighted(w, x):
    s = 0.0
    for a, b in zip(w, x):
        s += a * b
    return s


@cuda.jit
def loops(x, y, z, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        s = 0.0
        for k, v in enumerate(x):
            if k == i:
                continue
            s += k * v
        for k, v in enumerate(y, i + 10):
            s += k * v
            if k > 12:
                break
        for a, b, c in zip(x, y, z):
            s += a * b - c
        out[i] = s + weighted(y, x)


@cuda.jit
def positions(keys, out):
    i = cuda.grid(1)
    if i < keys.shape[0]:
        for k, v in enumerate(keys, -1):
            if v == keys[i]:
                out[i] = k
                break


# call: loops[2, 2](np.array([1.0, 2.0, 3.0, 4.0]), np.arange(0.0, 10.0, 3.0), np.array([0.5, 1.5, 2.5, 3.5, 4.5], dtype=np.float32), np.zeros(3))
# call: positions[1, 5](np.array([7, 3, 7, 9, 3], dtype=np.int32), np.zeros(5, dtype=np.int64))
