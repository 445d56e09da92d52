"""A @vectorize signature takes scalar types: an array type is a bad-signature error."""
# error: bad-signature
from numba import vectorize


@vectorize(["float64(float64[:], float64)"])
def scaled(x, k):
    return x * k
