"""@guvectorize called with NumPy's axes= and axis= (which Numba's gufuncs take from Python):
the named axes are the core dimensions of inputs, of outputs given and of outputs allocated
(placed where axes= names them); negative axes, an entry as a bare integer, the inputs' entries
alone when the outputs have no core dimensions, and NumPy's errors for an axis out of bounds,
an entry of the wrong length and a repeated axis."""
import numpy as np
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:])", "void(int64[:], int64[:])"], "(n)->()")
def total(x, out):
    acc = x[0] - x[0]
    for v in x:
        acc += v
    out[0] = acc


@guvectorize(["void(float64[:], float64[:])"], "(n)->(n)")
def cumsum(x, out):
    acc = 0.0
    for i in range(x.shape[0]):
        acc += x[i]
        out[i] = acc


@guvectorize(["void(float64[:, :], float64[:], float64[:])"], "(m,n),(n)->(m)")
def matvec(a, v, out):
    for i in range(a.shape[0]):
        acc = 0.0
        for j in range(a.shape[1]):
            acc += a[i, j] * v[j]
        out[i] = acc

# call: total(np.arange(24.0).reshape(2, 3, 4), axis=0)
# call: total(np.arange(24.0).reshape(2, 3, 4), axis=-2)
# call: total(np.arange(12).reshape(3, 4), axes=[(0,), ()])
# call: total(np.arange(12).reshape(3, 4), axes=[0])
# call: total(np.arange(6.0).reshape(2, 3), np.zeros(3), axes=[(0,), ()])
# call: cumsum(np.arange(24.0).reshape(2, 3, 4), axes=[(0,), (1,)])
# call: cumsum(np.arange(6.0).reshape(2, 3), axis=0)
# call: cumsum(np.arange(24.0).reshape(2, 3, 4), np.zeros((3, 4, 2)), axes=[(0,), (2,)])
# call: matvec(np.arange(12.0).reshape(3, 4), np.array([1.0, -1.0, 2.0]), axes=[(1, 0), (0,), (0,)])
# call: matvec(np.arange(24.0).reshape(2, 3, 4), np.array([1.0, 0.5]), axes=[(2, 0), (-1,), (-1,)])
# call: total(np.arange(6.0).reshape(2, 3), axis=2)
# call: total(np.arange(6.0).reshape(2, 3), axes=[(0, 1), ()])
# call: matvec(np.arange(12.0).reshape(3, 4), np.ones(3), axes=[(1, 1), (0,), (0,)])
