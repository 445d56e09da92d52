"""np.logspace with a complex start or stop: 10.0 ** linspace(start, stop, num), complex128,
with Numba's complex power."""
import numpy as np
from numba import njit


@njit
def logspace(start, stop, num):
    return np.logspace(start, stop, num)

# call: logspace(1j, 2.0, 4)
# call: logspace(0.5 - 1j, 1 + 2j, 5)
# call: logspace(0.0, 1j, 1)
# call: logspace(-1 + 0j, 1 + 0j, 0)
# call: logspace(1, 3j, 3)
