"""CUDA: the built-in pow(a, b) in kernels is a ** b, as Numba lowers both alike: float and
integer exponents, float32, negative and fractional exponents."""
import numpy as np
from numba import cuda


@cuda.jit
def powers(x, n, out, iout):
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i, 0] = pow(x[i], n[i])
        out[i, 1] = pow(x[i], 0.5)
        out[i, 2] = pow(2.0, -n[i])
        iout[i] = int(pow(x[i], 2)) + int(pow(3.0, n[i]))


# call: powers[2, 3](np.array([1.5, 4.0, 0.25, 9.0, 2.0, 10.0]), np.array([2, 3, 0, 1, 10, 5]), np.zeros((6, 3)), np.zeros(6, dtype=np.int64))
# call: powers[1, 4](np.array([1.5, 4.0, 0.25, 9.0], dtype=np.float32), np.array([2, -1, 3, 1], dtype=np.int32), np.zeros((4, 3), dtype=np.float32), np.zeros(4, dtype=np.int64))
