"""@vectorize over arrays of every layout: Fortran order, negative strides, stepped views, empty arrays and length-1 axes, with out= a strided view."""
from numba import vectorize


@vectorize(["float64(float64, float64)"])
def axpy(x, y):
    return 2.0 * x + y

# call: axpy(np.asfortranarray(np.arange(6.0).reshape(2, 3)), np.ones((2, 3)))
# call: axpy(np.arange(10.0)[::-1], np.arange(10.0)[::2].repeat(2))
# call: axpy(np.arange(24.0).reshape(4, 6)[::2, 1::2], np.arange(3.0)[::-1])
# call: axpy(np.zeros((0, 3)), np.ones(3))
# call: axpy(np.zeros((2, 0)), 1.0)
# call: axpy(np.ones((1, 3, 1)), np.arange(4.0).reshape(4, 1))
# call: axpy(np.arange(4.0), 1.0, out=np.zeros((4, 2)).T[1])
