"""reshape to a shape of another size raises ValueError, with explicit sizes, with -1, and with two -1s;
reshapes of the right size (empty ones included) still work."""
import numpy as np
from numba import njit


@njit
def reshaped(a, n, m):
    return a.reshape((n, m))


@njit
def inferred(a, n):
    return a.reshape((n, -1))

# call: reshaped(np.arange(6.0), 3, 2)
# call: reshaped(np.arange(6.0), 4, 2)
# call: reshaped(np.arange(0.0), 0, 5)
# call: reshaped(np.arange(6.0), -1, -1)
# call: inferred(np.arange(6.0), 2)
# call: inferred(np.arange(6.0), 4)
