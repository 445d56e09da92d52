"""A stencil index that is not a constant needs the neighborhood option (as in Numba)."""
# error: unsupported-feature
import numpy as np
from numba import stencil


@stencil
def window(x, n):
    s = 0.0
    for i in range(n):
        s += x[i]
    return s

# call: window(np.arange(5.0), 2)
