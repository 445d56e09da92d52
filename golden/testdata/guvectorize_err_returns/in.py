"""A @guvectorize kernel returns nothing: returning a value is an error (a scalar output is written through out[0])."""
# error: gufunc-returns
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:])"], "(n)->()")
def total(x, out):
    s = 0.0
    for v in x:
        s += v
    return s
