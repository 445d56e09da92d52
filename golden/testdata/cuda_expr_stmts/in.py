"""CUDA: expression statements evaluated for their effects: a tuple of atomic updates runs
each in order, and names, constants and an empty tuple do nothing."""
import numpy as np
from numba import cuda


@cuda.jit
def both(x, out):
    i = cuda.grid(1)
    ()
    i
    if i < x.shape[0]:
        cuda.atomic.add(out, 0, x[i]), cuda.atomic.max(out, 1, x[i])

# call: both[2, 8](np.arange(10.0), np.zeros(2))
