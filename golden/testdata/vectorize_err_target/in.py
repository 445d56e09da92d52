"""An unknown @vectorize target and an unknown option are bad-option errors (target='cuda' is accepted: see vectorize_cuda)."""
# error: bad-option
from numba import vectorize


@vectorize(["float64(float64)"], target="tpu", unroll=4)
def twice(x):
    return 2.0 * x
