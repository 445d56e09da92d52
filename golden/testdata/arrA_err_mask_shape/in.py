"""A boolean mask whose length differs from the array's raises IndexError (NumPy's message), read or written,
shorter or longer; a mask of the right length still works."""
# oracle: cpython Numba 0.56 does not check a boolean mask's length (it reads and writes past the mask or the array)
import numpy as np
from numba import njit


@njit
def masked(a, mask):
    return a[mask]


@njit
def masked_set(a, mask):
    a[mask] = 0.0
    return a

# call: masked(np.arange(3.0), np.array([True, False, True]))
# call: masked(np.arange(3.0), np.array([True, False]))
# call: masked(np.arange(3.0), np.array([True, False, True, True]))
# call: masked_set(np.arange(3.0), np.array([False, True]))
