"""np.sign of complex numbers, scalars and arrays: the sign of the real part, or of the imaginary
part when the real part is zero, as a complex number; NaN+0j when either part is NaN (NumPy 1.24
and Numba)."""
import numpy as np
from numba import njit


@njit
def sign_scalar(re, im):
    return np.sign(complex(re, im))


@njit
def sign_array(re, im):
    return np.sign(re + 1j * im)


@njit
def sign_c64(re, im):
    return np.sign(np.complex64(complex(re, im)))

# call: sign_scalar(1.5, -2.0)
# call: sign_scalar(-0.5, 2.0)
# call: sign_scalar(0.0, -2.0)
# call: sign_scalar(-0.0, 3.0)
# call: sign_scalar(0.0, 0.0)
# call: sign_scalar(1.0, float("nan"))
# call: sign_scalar(float("nan"), 0.0)
# call: sign_array(np.array([1.0, -2.0, 0.0, 0.0, 0.0, np.nan]), np.array([5.0, 0.0, -1.0, 2.0, 0.0, 1.0]))
# call: sign_c64(-3.0, 1.0)
# call: sign_c64(0.0, -1.0)
