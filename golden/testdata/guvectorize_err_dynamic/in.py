"""A dynamic @guvectorize (a layout without signatures) is not supported yet."""
# error: unsupported-feature
from numba import guvectorize


@guvectorize("(n)->(n)")
def double(x, out):
    for i in range(x.shape[0]):
        out[i] = 2 * x[i]
