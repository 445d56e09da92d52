"""ufunc.outer of two-input @vectorize ufuncs: every pair of elements into shape x.shape + y.shape (vectors, matrices, a scalar side), the loop NumPy picks for the inputs, out= with NumPy's broadcasting, and NumPy's ValueError for an out= of the wrong shape."""
from numba import vectorize


@vectorize(["float64(float64, float64)", "int64(int64, int64)"])
def affine(x, y):
    return 10 * x + y


@vectorize(["float32(float32, float32)"], identity=0)
def hypot32(x, y):
    return (x * x + y * y) ** 0.5


@vectorize(["boolean(float64, int64)"], target="parallel")
def below(x, n):
    return x < n

# call: affine.outer(np.arange(3.0), np.array([0.5, -1.0]))
# call: affine.outer(np.arange(4), np.arange(3))
# call: affine.outer(np.arange(6.0).reshape(2, 3), np.array([1.0, 2.0]))
# call: affine.outer(np.array([1.0, 2.0]), np.arange(6.0).reshape(3, 2).T)
# call: affine.outer(2.5, np.arange(3.0))
# call: affine.outer(np.arange(3.0), 7.0)
# call: affine.outer(np.arange(3), np.linspace(0.0, 1.0, 3))
# call: affine.outer(np.arange(3.0), np.array([0.5, -1.0]), out=np.zeros((3, 2)))
# call: affine.outer(np.arange(3.0), np.array([0.5, -1.0]), out=np.zeros((4, 3, 2)))
# call: affine.outer(np.arange(3.0), np.array([0.5, -1.0]), out=np.zeros((2, 3)))
# call: affine.outer(np.zeros(0), np.arange(3.0))
# call: hypot32.outer(np.array([3.0, 5.0], dtype=np.float32), np.array([4.0, 12.0, 0.0], dtype=np.float32))
# call: below.outer(np.linspace(0.0, 3.0, 4), np.arange(3))
