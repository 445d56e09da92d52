"""np.transpose(a, axes) and a.transpose(axes) with axes None, written or passed in (Numba's
test_array_manipulation usecases): the reversed axes, as without axes."""
import numpy as np
from numba import njit


@njit
def method_axes(a, axes):
    return a.transpose(axes)


@njit
def func_axes(a, axes):
    return np.transpose(a, axes=axes), np.transpose(a, None).copy()

# call: method_axes(np.arange(24), None)
# call: method_axes(np.arange(24).reshape(4, 6), None)
# call: method_axes(np.arange(24).reshape(2, 3, 4), (1, 2, 0))
# call: func_axes(np.arange(24).reshape(2, 3, 4), None)
# call: func_axes(np.arange(6.0).reshape(2, 3)[:, ::2], None)
