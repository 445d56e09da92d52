"""ufunc.reduce over a tuple of axes and over every axis (axis=None) of 1-d, 2-d and 3-d arrays, from the identity in C order; a ufunc without an identity is not reorderable (NumPy's ValueError for more than one axis, but one axis or a vector is fine); repeated axes; an axis out of bounds is NumPy's AxisError, for one axis too."""
# compare: exact
from numba import vectorize


@vectorize(["float64(float64, float64)", "int64(int64, int64)"], identity=0)
def sub(x, y):
    return x - y


@vectorize(["int64(int64, int64)"], identity=1)
def mul(x, y):
    return x * y


@vectorize(["float64(float64, float64)"])
def larger(x, y):
    return x if x >= y else y

# call: sub.reduce(np.arange(6.0).reshape(2, 3), axis=None)
# call: sub.reduce(np.arange(24).reshape(2, 3, 4), axis=None)
# call: sub.reduce(np.arange(24.0).reshape(2, 3, 4), axis=(0, 2))
# call: sub.reduce(np.arange(24.0).reshape(2, 3, 4), axis=(2, 0))
# call: sub.reduce(np.arange(24.0).reshape(2, 3, 4), axis=(-1, 1))
# call: sub.reduce(np.arange(24.0).reshape(2, 3, 4).transpose(1, 2, 0), axis=(0, 1))
# call: sub.reduce(np.arange(6.0).reshape(2, 3), axis=(1,))
# call: sub.reduce(np.arange(6.0).reshape(2, 3), axis=())
# call: sub.reduce(np.zeros((0, 3)), axis=None)
# call: sub.reduce(np.zeros((2, 0, 3)), axis=(0, 1))
# call: mul.reduce(np.arange(1, 13).reshape(3, 4), axis=None)
# call: mul.reduce(np.arange(1, 25).reshape(2, 3, 4), axis=(0, 1))
# call: mul.reduce(np.arange(1, 7), axis=())
# call: larger.reduce(np.array([3.0, -1.0, 7.5, 2.0]), axis=None)
# call: larger.reduce(np.arange(6.0).reshape(2, 3), axis=None)
# call: larger.reduce(np.arange(24.0).reshape(2, 3, 4), axis=(0, 2))
# call: larger.reduce(np.arange(24.0).reshape(2, 3, 4), axis=(1,))
# call: larger.reduce(np.arange(6.0).reshape(2, 3), axis=())
# call: larger.reduce(np.zeros(0), axis=None)
# call: sub.reduce(np.arange(24.0).reshape(2, 3, 4), axis=(0, 0))
# call: sub.reduce(np.arange(24.0).reshape(2, 3, 4), axis=(1, -2))
# call: sub.reduce(np.arange(24.0).reshape(2, 3, 4), axis=(0, 3))
# call: sub.reduce(np.arange(6.0).reshape(2, 3), axis=5)
# call: larger.reduce(np.arange(6.0).reshape(2, 3), axis=-3)
