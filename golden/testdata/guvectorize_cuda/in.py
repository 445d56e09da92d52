"""@guvectorize(target='cuda'): each loop's kernel becomes a CUDA device function taking its core
views, with a kernel running it at every loop position (one thread each; NVRTC-compiled, run on
the GPU with the cuda build tag); without a GPU the same forms run the CPU loop. A running sum,
a matrix-vector product with a () input, a () output, broadcasting over loop dimensions and
strided operands."""
import numpy as np
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:])", "void(int64[:], int64[:])"], "(n)->(n)", target="cuda")
def cumsum(x, out):
    acc = 0
    for i in range(x.shape[0]):
        acc += x[i]
        out[i] = acc


@guvectorize(["void(float64[:, :], float64[:], float64, float64[:])"], "(m,n),(n),()->(m)", target="cuda")
def affine(a, x, b, out):
    for i in range(a.shape[0]):
        s = b
        for j in range(a.shape[1]):
            s += a[i, j] * x[j]
        out[i] = s


@guvectorize(["void(float64[:], float64[:])"], "(n)->()", target="cuda")
def sumsq(x, out):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i] * x[i]
    out[0] = s

# call: cumsum(np.arange(5.0))
# call: cumsum(np.arange(12).reshape(3, 4))
# call: cumsum(np.arange(24.0).reshape(2, 3, 4)[:, ::2, 1:])
# call: cumsum(np.arange(6.0), np.zeros(6))
# call: affine(np.arange(6.0).reshape(2, 3), np.array([1.0, 0.5, -1.0]), 0.25)
# call: affine(np.arange(12.0).reshape(2, 2, 3), np.array([[1.0, 0.0, 1.0], [0.0, 2.0, 0.0]]), np.array([1.0, -1.0]))
# call: sumsq(np.arange(12.0).reshape(3, 4))
# call: sumsq(np.arange(12.0).reshape(3, 4).T)
