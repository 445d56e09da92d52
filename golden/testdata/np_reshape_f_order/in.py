# Reshaping an F-ordered array (Numba's test_array_reshape): a view of its elements in C order
# where strides give one, else NotImplementedError("incompatible shape for array"): Numba
# never copies an F array to reshape it.
import numpy as np
from numba import njit


@njit
def method(a, shape):
    return a.reshape(shape)


@njit
def function(a, shape):
    return np.reshape(a, shape)


@njit
def dims(a):
    return a.reshape(2, 12)


# call: method(np.arange(24).reshape((2, 3, 4)).T, (4, 3, 2))
# call: method(np.arange(24).reshape((2, 3, 4)).T, (1, 4, 1, 3, 1, 2, 1))
# call: method(np.arange(24).reshape((2, 3, 4)).T, (2, 3, 4))
# call: method(np.arange(24).reshape((2, 3, 4)).T, (6, 4))
# call: function(np.arange(24).reshape((2, 3, 4)).T, (2, 12))
# call: function(np.asfortranarray(np.arange(6.0).reshape(2, 3)), (6,))
# call: function(np.asfortranarray(np.arange(6.0).reshape(1, 6)), (6,))
# call: function(np.asfortranarray(np.arange(6.0).reshape(6, 1)), (2, 3))
# call: function(np.arange(24).reshape((2, 3, 4)).T, (25,))
# call: dims(np.arange(24).reshape((2, 3, 4)).T)
