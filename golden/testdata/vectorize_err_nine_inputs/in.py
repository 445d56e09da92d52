"""pygo's ufuncs take 1 to 8 inputs: a nine-input @vectorize is a bad-signature error."""
# error: bad-signature
from numba import vectorize


@vectorize(["float64(float64, float64, float64, float64, float64, float64, float64, float64, float64)"])
def mean9(a, b, c, d, e, f, g, h, i):
    return (a + b + c + d + e + f + g + h + i) / 9.0
