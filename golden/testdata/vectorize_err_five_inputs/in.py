"""pygo's ufuncs take 1 to 4 inputs: a five-input @vectorize is a bad-signature error."""
# error: bad-signature
from numba import vectorize


@vectorize(["float64(float64, float64, float64, float64, float64)"])
def mean5(a, b, c, d, e):
    return (a + b + c + d + e) / 5.0
