"""A generalized ufunc written in Python with @guvectorize: the running sum of each row."""
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:])", "void(int64[:], int64[:])"], "(n)->(n)")
def cumsum(x, out):
    """out[i] = x[0] + ... + x[i] along the last axis."""
    acc = 0
    for i in range(x.shape[0]):
        acc += x[i]
        out[i] = acc
