"""A @vectorize body that types for one signature but not another: the diagnostic names the loop it fails for."""
# error: type-mismatch
from numba import vectorize


@vectorize(["float64(float64, float64)", "complex128(complex128, complex128)"])
def fdiv(x, y):
    return x // y
