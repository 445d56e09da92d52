"""A CUDA gufunc without signatures (a layout only): pygo compiles CUDA gufuncs eagerly only, with the loops listed in the decorator."""
# error: unsupported-feature
from numba import guvectorize


@guvectorize("(n)->(n)", target="cuda")
def double(x, out):
    for i in range(x.shape[0]):
        out[i] = 2.0 * x[i]

# call: double(np.arange(3.0))
