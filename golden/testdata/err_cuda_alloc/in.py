"""CUDA kernels cannot allocate arrays with NumPy: they use cuda.local.array or cuda.shared.array."""
# error: unsupported-feature
import numpy as np
from numba import cuda


@cuda.jit("void(float64[::1])")
def scratch(x):
    tmp = np.zeros(4)
    x[0] = tmp[0]
