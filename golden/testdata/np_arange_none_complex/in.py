"""np.arange as Numba 0.56 types it: None for stop, step or dtype (literal or passed in), complex
bounds (ceil of the real and imaginary parts of (stop-start)/step, the fewer), float32 bounds
giving float64, and a dtype= that differs from the bounds' type (values computed in the bounds'
type, then stored: arange(3.5, dtype=np.int32) has 4 elements)."""
import numpy as np
from numba import njit


@njit
def ar1(start, stop, step, dtype):
    return np.arange(start, stop, step, dtype)


@njit
def ar_kw(start, stop, step):
    return np.arange(start, stop=stop, step=step), np.arange(start, None), np.arange(start, step=step, dtype=None)


@njit
def ar_complex(start, stop, step):
    return np.arange(start), np.arange(start, stop), np.arange(start, stop, step)


@njit
def ar_dtype(x):
    return np.arange(x, dtype=np.int32), np.arange(x, dtype=np.complex64), np.arange(0.0, x, 0.1, dtype=np.float32)


@njit
def ar_f32(x):
    return np.arange(x), np.arange(np.float32(0.5), x)

# call: ar1(3, None, None, None)
# call: ar1(0.5, 4, 2, None)
# call: ar1(-2, 7, None, None)
# call: ar1(5, None, 2, None)
# call: ar_kw(4, None, None)
# call: ar_kw(4.5, 8, 1.5)
# call: ar_kw(-3, 3, 2)
# call: ar_complex(4 + 4j, 10 + 2j, 1 + 0.5j)
# call: ar_complex(1 + 1j, 4 + 4j, 0.5 + 1j)
# call: ar_complex(3 + 3j, 6 + 5j, 1 + 0.1j)
# call: ar_complex(-1j, 3 + 3j, 0.5)
# call: ar_complex(3 + 0j, 1, -0.5)
# call: ar_complex(1 + 1j, 4 + 4j, 0j)
# call: ar_dtype(3.5)
# call: ar_dtype(0.3)
# call: ar_dtype(4)
# call: ar_f32(2.75)
