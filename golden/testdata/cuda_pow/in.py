"""CUDA: the built-in pow(a, b) in kernels is a ** b, as Numba lowers both alike: float and
integer exponents, float32, negative and fractional exponents; integer ** integer (Numba's
int_power: repeated squaring; the simulator's NumPy integers raise for a negative exponent, so
the calls keep exponents at zero or above and results within int64), also as **=."""
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


@cuda.jit
def ipowers(a, b, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        out[i, 0] = a[i] ** b[i]
        out[i, 1] = pow(a[i], 2) + pow(3, b[i] % 5)
        v = a[i]
        v **= 3
        out[i, 2] = v


# call: ipowers[2, 4](np.array([7, -3, 2, 10, 0, 1, -1, 5]), np.array([5, 3, 62, 18, 0, 7, 9, 1]), np.zeros((8, 3), dtype=np.int64))
# call: ipowers[1, 4](np.array([7, -3, 2, 0], dtype=np.int32), np.array([5, 3, 30, 4], dtype=np.int32), np.zeros((4, 3), dtype=np.int64))
# call: powers[2, 3](np.array([1.5, 4.0, 0.25, 9.0, 2.0, 10.0]), np.array([2, 3, 0, 1, 10, 5]), np.zeros((6, 3)), np.zeros(6, dtype=np.int64))
# call: powers[1, 4](np.array([1.5, 4.0, 0.25, 9.0], dtype=np.float32), np.array([2, -1, 3, 1], dtype=np.int32), np.zeros((4, 3), dtype=np.float32), np.zeros(4, dtype=np.int64))
