"""np.around, np.round_ and np.round of integers and complex numbers as Numba 0.56 computes them:
an integer without decimals is itself, with decimals it is rounded as a float64 (half to even)
and converted back; complex numbers round each part; arrays round into an
out array of any numeric dtype (complex for complex input)."""
import numpy as np
from numba import njit


@njit
def round_int(x, d):
    return np.around(x), np.round_(x, d), np.round(x, -1), np.around(x, 2)


@njit
def round_complex(z, d):
    return np.around(z), np.round_(z, d), np.around(z, -1)


@njit
def round_into(a, d, out):
    return np.around(a, d, out)

# call: round_int(1234, -2)
# call: round_int(1255, -1)
# call: round_int(-1250, -2)
# call: round_int(7, 0)
# call: round_complex(2.5 + 3.5j, 1)
# call: round_complex(1.25 + 2.35j, 1)
# call: round_complex(-125.5 - 0.5j, -2)
# call: round_into(np.array([14, 25, 35, -45]), -1, np.zeros(4, dtype=np.int64))
# call: round_into(np.array([[1.5 + 2.5j, -0.5j], [3.25 + 1.75j, 2 + 0j]]), 0, np.zeros((2, 2), dtype=np.complex128))
# call: round_into(np.array([1.25 + 2.35j, 0.5]), 1, np.zeros(2, dtype=np.complex128))
# call: round_into(np.array([1, 2, 3]), 0, np.zeros(2, dtype=np.int64))
# call: round_into(np.array([-3.0, -2.5, -2.25, 1.5, 2.75]), 0, np.zeros(5, dtype=np.float32))
# call: round_into(np.array([-3.0, -2.5, -2.25, 1.5, 2.75]), 1, np.zeros(5, dtype=np.int32))
# call: round_into(np.array([14, 25, 35]), -1, np.zeros(3))
# call: round_into(np.array([1.25 + 2.35j]), 1, np.zeros(1, dtype=np.complex64))
