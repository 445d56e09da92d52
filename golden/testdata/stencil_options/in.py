"""@stencil options: cval, neighborhood with a loop over offsets, standard_indexing, slices, several inputs and scalars."""
import numpy as np
from numba import stencil


@stencil(cval=-1.0)
def avg3(x):
    return (x[-1] + x[0] + x[1]) / 3


@stencil(neighborhood=((-2, 0),))
def trailing_sum(x):
    s = 0
    for i in range(-2, 1):
        s += x[i]
    return s


@stencil(standard_indexing=("w",))
def weighted(x, w):
    return w[0] * x[-1] + w[1] * x[0] + w[2] * x[1]


@stencil(neighborhood=((-1, 1), (-1, 1)))
def box_max(a):
    return np.max(a[-1:2, -1:2])


@stencil
def combine(x, y, c):
    return x[0] * c + y[1]


@stencil('constant', cval=np.nan)
def ratio(x):
    return x[1] / x[-1]

# call: avg3(np.arange(6))
# call: avg3(np.array([2.0, 4.0, 8.0, 16.0]))
# call: trailing_sum(np.arange(6))
# call: trailing_sum(np.arange(6.0))
# call: weighted(np.arange(6.0), np.array([1.0, 2.0, 3.0]))
# call: box_max(np.array([[1, 5, 2, 0], [3, 0, 9, 1], [4, 4, 4, 8], [0, 7, 1, 2]]))
# call: combine(np.arange(5.0), np.arange(5.0) * 10, 2)
# call: combine(np.arange(5.0), np.arange(7.0), 0.5)
# call: combine(np.arange(5.0), np.arange(3.0), 1)
# call: ratio(np.array([1.0, 2.0, 4.0, 8.0]))
