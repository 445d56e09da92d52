"""target='cuda' is not supported yet, and an unknown @vectorize option is a bad-option error."""
# error: unsupported-feature
from numba import vectorize


@vectorize(["float64(float64)"], target="cuda", unroll=4)
def twice(x):
    return 2.0 * x
