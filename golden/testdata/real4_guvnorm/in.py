"""@guvectorize row normalisation (n)->(n) and a pairwise distance (n,d),(m,d)->(n,m) gufunc."""
import numpy as np
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:])"], "(n)->(n)")
def normalize(x, out):
    s = 0.0
    for v in x:
        s += v * v
    s = np.sqrt(s)
    for i in range(x.shape[0]):
        out[i] = x[i] / s if s > 0 else 0.0


@guvectorize(["void(float64[:, :], float64[:, :], float64[:, :])"], "(n,d),(m,d)->(n,m)")
def pdist(a, b, out):
    for i in range(a.shape[0]):
        for j in range(b.shape[0]):
            s = 0.0
            for k in range(a.shape[1]):
                d = a[i, k] - b[j, k]
                s += d * d
            out[i, j] = np.sqrt(s)

# call: normalize(np.array([[3.0, 4.0], [0.0, 0.0], [1.0, 1.0]]))
# call: pdist(np.array([[0.0, 0.0], [1.0, 1.0], [2.0, 0.0]]), np.array([[0.0, 1.0], [3.0, 3.0]]))
