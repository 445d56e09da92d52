"""CUDA: cuda.local.array per-thread scratch (1-D and 2-D, constant shapes from module constants), a while loop, break and continue, and a median filter."""
import numpy as np
from numba import cuda, int64, float64

W = 5
SHAPE = (2, 3)


@cuda.jit
def median5(x, out):
    i = cuda.grid(1)
    if i >= x.shape[0]:
        return
    win = cuda.local.array(W, float64)
    n = 0
    for k in range(-(W // 2), W // 2 + 1):
        j = i + k
        if j < 0 or j >= x.shape[0]:
            continue
        win[n] = x[j]
        n += 1
    # Insertion sort of the n values.
    for a in range(1, n):
        v = win[a]
        b = a - 1
        while b >= 0:
            if win[b] <= v:
                break
            win[b + 1] = win[b]
            b -= 1
        win[b + 1] = v
    out[i] = win[n // 2]


@cuda.jit
def tiles(out):
    i = cuda.grid(1)
    t = cuda.local.array(SHAPE, int64)
    for r in range(SHAPE[0]):
        for c in range(SHAPE[1]):
            t[r, c] = i * 10 + r * 3 + c
    if i < out.shape[0]:
        s = 0
        for r in range(2):
            for c in range(3):
                s += t[r, c] * (r - c)
        out[i] = s + t[-1, -1]


# call: median5[2, 8](np.array([5.0, 1.0, 9.0, 3.0, 3.0, 8.0, 2.0, 7.0, 6.0, 0.0, 4.0]), np.zeros(11))
# call: tiles[1, 8](np.zeros(6, dtype=np.int64))
