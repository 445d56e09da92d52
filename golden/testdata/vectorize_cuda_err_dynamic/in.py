"""A CUDA ufunc without signatures: pygo compiles CUDA ufuncs eagerly only, with the loops listed in the decorator."""
# error: unsupported-feature
from numba import vectorize


@vectorize(target="cuda")
def twice(x):
    return 2.0 * x

# call: twice(3.0)
