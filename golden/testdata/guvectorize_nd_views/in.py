"""@guvectorize over views: column sums '(m,n)->(n)' on 3-d inputs, transposed and stepped views, Fortran order, strided outputs, and target='parallel' on many loop positions."""
import numpy as np
from numba import guvectorize


@guvectorize(["void(float64[:, :], float64[:])"], "(m,n)->(n)", target="parallel")
def col_sums(a, out):
    for j in range(a.shape[1]):
        out[j] = 0.0
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            out[j] += a[i, j]


@guvectorize(["void(float64[:], float64, float64[:])"], "(n),()->(n)")
def scale(x, k, out):
    for i in range(x.shape[0]):
        out[i] = x[i] * k

# call: col_sums(np.arange(6.0).reshape(2, 3))
# call: col_sums(np.arange(24.0).reshape(2, 3, 4))
# call: col_sums(np.arange(24.0).reshape(2, 3, 4).transpose(2, 1, 0))
# call: col_sums(np.asfortranarray(np.arange(12.0).reshape(3, 4)))
# call: col_sums(np.arange(360.0).reshape(30, 3, 4) % 7.0)
# call: scale(np.arange(12.0).reshape(3, 4)[:, ::2], np.array([[1.0], [10.0], [100.0]]))
# call: scale(np.arange(4.0)[::-1], -2.0, np.zeros((2, 4)).T[:, 0])
