"""Powers in @vectorize element functions and under @njit(error_model='numpy'): an integer 0 ** -1 gives the least int64 without raising (Numba's int_power), other negative integer powers give 0, 1 or -1, while a float base to a negative integer power still raises ZeroDivisionError for 0.0."""
import numpy as np
from numba import njit, vectorize


@vectorize(["int64(int64, int64)"])
def ipow(a, b):
    return a ** b


@vectorize(["float64(float64, int64)"])
def fpow(a, b):
    return a ** b


@njit(error_model="numpy")
def ipow_np(a, b):
    return a ** b

# call: ipow(np.array([5, 0, 6]), np.array([1, -1, 2]))
# call: ipow(np.array([0, 2, 1, -1, -1, 3, 0]), np.array([-1, -1, -1, -1, -2, -2, -3]))
# call: ipow(0, -2)
# call: fpow(np.array([2.0, 0.5, -3.0]), np.array([-1, 3, -2]))
# call: fpow(np.array([2.0, 0.0, 4.0]), np.array([-1, -1, 2]))
# call: ipow_np(0, -1)
# call: ipow_np(-1, -3)
# call: ipow_np(7, 3)
