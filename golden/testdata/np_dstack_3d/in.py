"""np.dstack of 3-d and 4-d arrays: their concatenation along the third axis (as NumPy and
Numba), with mixed dtypes promoted, non-contiguous inputs, and the ValueError of shapes that
differ off that axis."""
import numpy as np
from numba import njit


@njit
def d3(a, b):
    return np.dstack((a, b))


@njit
def d3_three(a, b, c):
    return np.dstack((a, b, c))


# call: d3(np.arange(8.0).reshape(2, 2, 2), np.ones((2, 2, 1)))
# call: d3(np.arange(12).reshape(2, 3, 2), np.arange(12).reshape(2, 3, 2)[:, :, ::-1])
# call: d3(np.arange(16.0).reshape(2, 2, 2, 2), np.ones((2, 2, 1, 2)))
# call: d3(np.arange(8.0).reshape(2, 2, 2), np.ones((2, 3, 1)))
# call: d3_three(np.zeros((1, 2, 0)), np.arange(4.0).reshape(1, 2, 2), np.arange(2).reshape(1, 2, 1))
