"""A CUDA kernel that reads a local variable before assigning it is a diagnostic."""
# error: undefined-name
from numba import cuda


@cuda.jit("void(float64[:])")
def accumulate(a):
    i = cuda.grid(1)
    if i < a.size:
        total = total + a[i]
        a[i] = total
