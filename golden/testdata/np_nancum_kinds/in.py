"""np.nancumsum and np.nancumprod of complex arrays (an element with a NaN real or imaginary part counts as 0 or 1), and of bool and integer arrays (np.cumsum and np.cumprod in int64, as Numba), flattened in C order from 2-d and strided views."""
import numpy as np
from numba import njit


@njit
def cums(a):
    return np.nancumsum(a), np.nancumprod(a)


@njit
def cums_view(a):
    return np.nancumsum(a[::2]), np.nancumprod(a.T)

# call: cums(np.array([1+2j, np.nan + 1j, 3-1j, 2 + np.nan * 1j, 0.5j]))
# call: cums(np.array([1+1j, 2-1j, np.nan, 1j], dtype=np.complex64))
# call: cums(np.array([], dtype=np.complex128))
# call: cums(np.array([True, False, True, True]))
# call: cums(np.array([[3, -1], [2, 5]], dtype=np.int32))
# call: cums_view(np.array([[1+1j, np.nan], [2j, 3], [np.nan * (1 + 1j), 4-2j]]))
# call: cums_view(np.array([[True, True], [False, True], [True, False]]))
