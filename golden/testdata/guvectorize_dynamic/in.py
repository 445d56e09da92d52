"""A dynamic @guvectorize (a layout without signatures): as Numba's dynamic GUFunc, each call
compiles the loop of its element types (the outputs are passed), and calls of the same element
types share one loop whatever the ranks."""
from numba import guvectorize


@guvectorize("(n)->(n)")
def double(x, out):
    for i in range(x.shape[0]):
        out[i] = 2 * x[i]


@guvectorize("(n),()->()", nopython=True)
def dot_shift(x, s, res):
    acc = 0.0
    for i in range(x.shape[0]):
        acc += x[i] + s
    res[0] = acc

# call: double(np.arange(3.0), np.zeros(3))
# call: double(np.arange(6.0).reshape(2, 3), np.zeros((2, 3)))
# call: double(np.arange(4), np.zeros(4, np.int64))
# call: double(np.arange(4), np.zeros(4))
# call: dot_shift(np.arange(6.0).reshape(2, 3), 0.5, np.zeros(2))
# call: dot_shift(np.arange(6.0).reshape(3, 2), np.array([1.0, 2.0, 3.0]), np.zeros(3))
