"""A @vectorize element function that can raise is rejected: the ufunc loop has no way to stop."""
# error: unsupported-feature
from numba import vectorize


@vectorize(["float64(float64)"])
def checked(x):
    if x < 0.0:
        raise ValueError("negative input")
    return x ** 0.5
