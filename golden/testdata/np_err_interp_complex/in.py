"""np.interp of complex values: Numba gives a complex result (the real and imaginary parts
interpolated apart), which pygo does not compute yet; it rejects the call rather than drop the
imaginary parts (test_np_functions' interp with complex fp)."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("complex128[:](float64[:], float64[:], complex128[:])")
def interp(x, xp, fp):
    return np.interp(x, xp, fp)
