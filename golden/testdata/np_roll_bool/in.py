"""np.roll with a bool shift, as test_np_functions passes it: True shifts by 1, False by 0."""
import numpy as np
from numba import njit


@njit
def roll(a, shift):
    return np.roll(a, shift)


# call: roll(np.array([0, 1, 2, 3, 4, 5, 6]), True)
# call: roll(np.array([[0.5, 1.5], [2.5, 3.5]]), False)
# call: roll(np.array([[0.5, 1.5], [2.5, 3.5]]), True)
