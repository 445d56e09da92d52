"""np.delete(arr, slice(...)): the flattened array without the elements the slice selects
(negative bounds, steps, reversed and empty slices, bounds past the end), as Numba."""
import numpy as np
from numba import njit


@njit
def delete(a, lo, hi, step):
    return np.delete(a, slice(lo, hi, step))


@njit
def delete_forms(a):
    return np.delete(a, slice(2)), np.delete(a, slice(1, None)), np.delete(a, slice(None, None, -2))


@njit
def delete_list():
    s = slice(0, 2)
    return np.delete([1.5, 2.5, 3.5], s)

# call: delete(np.arange(6.0), 1, 3, 1)
# call: delete(np.arange(6.0), -4, -1, 2)
# call: delete(np.arange(6.0), 5, 0, -2)
# call: delete(np.arange(6.0), 10, 20, 1)
# call: delete(np.arange(12).reshape(3, 4), 0, 12, 5)
# call: delete(np.arange(12).reshape(3, 4).T, 1, 6, 1)
# call: delete(np.arange(6.0), 0, 6, 0)
# call: delete_forms(np.arange(7.0))
# call: delete_list()
