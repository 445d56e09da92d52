"""ufunc.accumulate of two-input @vectorize ufuncs: running results along any axis of 1-d, 2-d and 3-d arrays (also transposed views and int loops), from the first element whether or not the ufunc has an identity; empty arrays; an axis out of bounds is NumPy's AxisError."""
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

# call: sub.accumulate(np.array([1.0, 2.0, 3.0]))
# call: sub.accumulate(np.array([1.5, -2.25, 3.0, 0.125]), axis=-1)
# call: sub.accumulate(np.arange(6).reshape(2, 3), axis=1)
# call: sub.accumulate(np.arange(6.0).reshape(2, 3))
# call: sub.accumulate(np.arange(24.0).reshape(2, 3, 4), axis=1)
# call: sub.accumulate(np.arange(24.0).reshape(2, 3, 4), axis=-1)
# call: sub.accumulate(np.arange(24.0).reshape(2, 3, 4), axis=0)
# call: sub.accumulate(np.arange(12.0).reshape(3, 4).T, axis=1)
# call: mul.accumulate(np.arange(1, 9))
# call: mul.accumulate(np.arange(1, 13).reshape(3, 4), axis=0)
# call: mul.accumulate(np.arange(1, 25).reshape(4, 3, 2)[::-1], axis=2)
# call: larger.accumulate(np.array([3.0, -1.0, 7.5, 2.0, 9.0, 8.0]))
# call: larger.accumulate(np.array([[1.0, 9.0], [4.0, -2.0], [0.5, 3.0]]), axis=0)
# call: larger.accumulate(np.zeros(0))
# call: larger.accumulate(np.zeros((2, 0)), axis=1)
# call: sub.accumulate(np.zeros((0, 3)), axis=0)
# call: sub.accumulate(np.arange(6.0).reshape(2, 3), axis=2)
# call: larger.accumulate(np.arange(6.0).reshape(2, 3), axis=-3)
