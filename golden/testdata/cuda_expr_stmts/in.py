"""CUDA: expression statements evaluated for their effects: a tuple of atomic updates runs
each in order, and names, constants and an empty tuple do nothing (a variable read only by such a
statement is not read)."""
import numpy as np
from numba import cuda


@cuda.jit
def both(x, out):
    i = cuda.grid(1)
    ()
    i
    if i < x.shape[0]:
        cuda.atomic.add(out, 0, x[i]), cuda.atomic.max(out, 1, x[i])

@cuda.jit
def unread(x, out):
    i, j = cuda.grid(2)
    i
    if j < out.shape[0]:
        out[j] = x[j] * 2.0

# call: both[2, 8](np.arange(10.0), np.zeros(2))
# call: unread[(1, 2), (1, 4)](np.arange(8.0), np.zeros(8))
