"""A @guvectorize layout that does not parse is a bad-layout error."""
# error: bad-layout
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:])"], "(n)=>(n)")
def copy(x, out):
    for i in range(x.shape[0]):
        out[i] = x[i]
