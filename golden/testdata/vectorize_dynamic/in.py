"""A dynamic @vectorize (no signatures): each call from Python compiles the loop of its element types, as Numba's DUFunc does; an existing loop the inputs cast to safely is reused."""
from numba import vectorize


@vectorize
def poly(x, y):
    return x * x - 3 * y + 1


@vectorize(nopython=True)
def flip(b):
    return not b

# call: poly(2, 3)
# call: poly(np.arange(4), 2)
# call: poly(np.arange(4.0), 2)
# call: poly(np.arange(6).reshape(2, 3), np.arange(3))
# call: poly(1.5, np.arange(3.0))
# call: flip(np.array([True, False, True]))
