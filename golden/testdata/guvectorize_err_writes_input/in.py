"""A @guvectorize kernel that writes to an input is rejected: the outputs are where results go."""
# error: gufunc-writes-input
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:])"], "(n)->(n)")
def normalize(x, out):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i]
    for i in range(x.shape[0]):
        x[i] /= s
        out[i] = x[i]
