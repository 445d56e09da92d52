"""@guvectorize with two outputs ('(n)->(),()' min and max, '(n),(n)->(),(n)'), outputs given positionally or allocated, int and float loops."""
import numpy as np
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:], float64[:])", "void(int64[:], int64[:], int64[:])"], "(n)->(),()")
def min_max(x, lo, hi):
    lo[0] = x[0]
    hi[0] = x[0]
    for v in x[1:]:
        if v < lo[0]:
            lo[0] = v
        if v > hi[0]:
            hi[0] = v


@guvectorize(["void(float64[:], float64[:], float64[:], float64[:])"], "(n),(n)->(),(n)")
def dot_and_sum(x, y, d, s):
    acc = 0.0
    for i in range(x.shape[0]):
        acc += x[i] * y[i]
        s[i] = x[i] + y[i]
    d[0] = acc

# call: min_max(np.array([3.0, -1.0, 4.0, 1.5]))
# call: min_max(np.array([[3, 1, 2], [-5, 7, 0]]))
# call: min_max(np.arange(12.0).reshape(2, 2, 3) % 5.0)
# call: min_max(np.array([[3.0, 1.0], [2.0, 8.0]]), np.zeros(2), np.zeros(2))
# call: dot_and_sum(np.arange(3.0), np.ones(3))
# call: dot_and_sum(np.arange(6.0).reshape(2, 3), np.array([1.0, -1.0, 2.0]))
# call: dot_and_sum(np.arange(3.0), np.arange(4.0))
