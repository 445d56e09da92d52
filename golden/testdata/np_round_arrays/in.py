"""np.around, np.round and np.round_ of arrays without an output array, which Numba 0.56
does not compile."""
# oracle: cpython Numba 0.56 rounds arrays only into an out= array
import numpy as np
from numba import njit


@njit
def rounds(a):
    return np.around(a), np.round(a, 1), np.round_(a, -1), np.around(a, 2)

# call: rounds(np.array([1.25, 2.5, -3.55, 15.0, 0.5, 2.675]))
# call: rounds(np.array([[0.125, -7.5], [np.inf, np.nan]]))
