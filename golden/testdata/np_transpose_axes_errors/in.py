"""np.transpose and a.transpose with axes out of range or repeated raise Numba's ValueErrors (Numba's test_array_manipulation test_array_transpose_axes)."""
import numpy as np
from numba import njit


@njit
def transpose_axes(a, axes):
    return np.transpose(a, axes)


@njit
def method_axes(a, axes):
    return a.transpose(axes).copy()

# call: transpose_axes(np.arange(24), (1,))
# call: transpose_axes(np.arange(24).reshape(2, 3, 4), (0, 3, 1))
# call: transpose_axes(np.arange(24).reshape(2, 3, 4), (0, -4, 1))
# call: transpose_axes(np.arange(24).reshape(2, 3, 4), (2, 0, 1))
# call: method_axes(np.arange(6.0).reshape(2, 3), (1, 1))
# call: method_axes(np.arange(6.0).reshape(2, 3), (-1, 0))
# call: method_axes(np.arange(6.0).reshape(2, 3), (5, 5))
