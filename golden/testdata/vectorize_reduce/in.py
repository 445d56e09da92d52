"""ufunc.reduce of two-input @vectorize ufuncs: from the identity (0 or 1) or, without one, from the first element; along any axis of 2-d and 3-d arrays; an empty reduction without an identity is NumPy's ValueError."""
# compare: exact
from numba import vectorize


@vectorize(["float64(float64, float64)", "int64(int64, int64)"], identity=0)
def sub(x, y):
    return x - y


@vectorize(["float64(float64, float64)"], identity=1)
def mul(x, y):
    return x * y


@vectorize(["float64(float64, float64)"])
def larger(x, y):
    return x if x >= y else y

# call: sub.reduce(np.array([1.0, 2.0, 3.0]))
# call: sub.reduce(np.arange(6).reshape(2, 3), axis=1)
# call: sub.reduce(np.arange(6.0).reshape(2, 3))
# call: sub.reduce(np.arange(24.0).reshape(2, 3, 4), axis=1)
# call: sub.reduce(np.arange(24.0).reshape(2, 3, 4), axis=-1)
# call: mul.reduce(np.linspace(0.5, 2.0, 7))
# call: mul.reduce(np.arange(1.0, 13.0).reshape(3, 4).T, axis=0)
# call: mul.reduce(np.zeros((0, 3)), axis=0)
# call: larger.reduce(np.array([3.0, -1.0, 7.5, 2.0]))
# call: larger.reduce(np.array([[1.0, 9.0], [4.0, -2.0], [0.5, 3.0]]), axis=0)
# call: larger.reduce(np.zeros(0))
# call: larger.reduce(np.zeros((2, 0)), axis=1)
