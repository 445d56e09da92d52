"""A dynamic @guvectorize with no caller and no -sig has no loops: a diagnostic says how to give them."""
# error: no-signature
from numba import guvectorize


@guvectorize("(n)->(n)")
def double(x, out):
    for i in range(x.shape[0]):
        out[i] = 2 * x[i]
