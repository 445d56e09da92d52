"""A '()' output of @guvectorize is a 1-element array written through out[0]: a scalar type for it is a bad-signature error."""
# error: bad-signature
from numba import guvectorize


@guvectorize(["void(float64[:], float64)"], "(n)->()")
def total(x, out):
    s = 0.0
    for v in x:
        s += v
    out = s
