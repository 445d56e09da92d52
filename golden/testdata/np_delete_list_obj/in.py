"""np.delete with the indices as a list or a tuple, which np.asarray makes an array of, as
Numba (test_np_functions' delete([1, 2, 3, 4, 5], [2, 3])); negative indices count from the
end. An index out of range raises IndexError in pygo (as NumPy); Numba 0.56 stores through it
unchecked (keep[obj] = False), so no call here has one."""
import numpy as np
from numba import njit


@njit
def delete(arr, obj):
    return np.delete(arr, obj)


@njit
def delete_tuple(a):
    return np.delete(a, (0, -1)), np.delete([1.5, 2.5, 3.5], [1])


# call: delete([1, 2, 3, 4, 5], [2, 3])
# call: delete(np.arange(6.0).reshape(2, 3), [0, 5, -2])
# call: delete_tuple(np.arange(5))
