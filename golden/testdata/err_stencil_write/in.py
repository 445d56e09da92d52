"""A stencil kernel may not assign to an array it indexes relatively (Numba rejects it too)."""
# error: unsupported-feature
import numpy as np
from numba import stencil


@stencil
def bad(x):
    x[0] = x[-1]
    return x[1]

# call: bad(np.arange(5.0))
