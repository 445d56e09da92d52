"""@guvectorize with layouts (n)->(n), (m,n),(n)->(m), (n),()->() and a scalar output written through out[0]: outputs allocated or given, loop dimensions broadcast, several signatures, target='parallel', NumPy's errors."""
import numpy as np
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:])", "void(int64[:], int64[:])"], "(n)->(n)")
def cumsum(x, out):
    acc = 0
    for i in range(x.shape[0]):
        acc += x[i]
        out[i] = acc


@guvectorize(["void(float64[:, :], float64[:], float64[:])"], "(m,n),(n)->(m)", target="parallel")
def matvec(a, x, out):
    for i in range(a.shape[0]):
        s = 0.0
        for j in range(a.shape[1]):
            s += a[i, j] * x[j]
        out[i] = s


@guvectorize(["void(float64[:], float64, float64[:])"], "(n),()->()")
def shifted_sum(x, k, res):
    s = 0.0
    for v in x:
        s += v + k
    res[0] = s

# call: cumsum(np.arange(5.0))
# call: cumsum(np.arange(6).reshape(2, 3))
# call: cumsum(np.arange(24.0).reshape(2, 3, 4)[:, ::2, :])
# call: cumsum(np.arange(4.0), np.zeros(4))
# call: cumsum(np.arange(6.0).reshape(2, 3), out=np.zeros((2, 3)))
# call: matvec(np.arange(6.0).reshape(2, 3), np.array([1.0, 0.5, -1.0]))
# call: matvec(np.arange(12.0).reshape(2, 2, 3), np.ones(3))
# call: matvec(np.arange(6.0).reshape(2, 3), np.arange(6.0).reshape(2, 3))
# call: matvec(np.arange(6.0).reshape(2, 3), np.ones(4))
# call: matvec(np.ones(3), np.ones(3))
# call: matvec(np.ones((2, 2, 3)), np.ones((3, 3)))
# call: matvec(np.ones((2, 2, 3)), np.ones(3), np.zeros((3, 2)))
# call: shifted_sum(np.arange(4.0), 1.0)
# call: shifted_sum(np.arange(6.0).reshape(2, 3), 0.5)
# call: shifted_sum(np.arange(6.0).reshape(2, 3), np.array([0.0, 10.0]))
