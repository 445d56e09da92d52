"""np.tile with an integer or a tuple of repetitions, which Numba 0.56 does not compile."""
# oracle: cpython Numba 0.56 has no np.tile
import numpy as np
from numba import njit


@njit
def tiles(a):
    return np.tile(a, 2), np.tile(a, (2, 1)), np.tile(a, (1, 2, 2))


@njit
def tile0(a, n):
    return np.tile(a, n)

# call: tiles(np.array([1, 2, 3]))
# call: tiles(np.arange(4.0).reshape(2, 2))
# call: tile0(np.array([1.5, 2.5]), 0)
# call: tile0(np.array([1.5, 2.5]), 3)
