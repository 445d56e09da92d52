"""@guvectorize '()' inputs typed as 1-element arrays (read as k[0]) and as scalars, broadcast over the loop dimensions."""
import numpy as np
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:], float64[:])"], "(n),()->(n)")
def add_k(x, k, out):
    for i in range(x.shape[0]):
        out[i] = x[i] + k[0]


@guvectorize(["void(float64[:], int64, float64[:])"], "(n),()->(n)")
def power(x, p, out):
    for i in range(x.shape[0]):
        out[i] = x[i] ** p

# call: add_k(np.arange(4.0), 10.0)
# call: add_k(np.arange(6.0).reshape(2, 3), np.array([1.0, -1.0]))
# call: power(np.arange(4.0), 2)
# call: power(np.arange(6.0).reshape(2, 3), np.array([[1], [3]]))
