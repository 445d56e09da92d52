"""A @guvectorize signature must fit its layout: one type per operand, arrays of the core ranks."""
# error: bad-signature
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:])", "void(float64[:, :], float64, float64[:])"], "(m,n),()->(m)")
def rowsum(a, k, out):
    for i in range(a.shape[0]):
        s = k
        for j in range(a.shape[1]):
            s += a[i, j]
        out[i] = s
