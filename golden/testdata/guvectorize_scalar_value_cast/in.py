"""A Python scalar beside arrays picks a @guvectorize loop by its value (NumPy 1.24's value-based casting): 2 runs the int32 loop beside an int32 array, 70000 does not fit int16, a float beside ints takes the float loop."""
import numpy as np
from numba import guvectorize


@guvectorize(["void(int16[:], int16, int16[:])", "void(int32[:], int32, int32[:])", "void(float64[:], float64, float64[:])"], "(n),()->(n)")
def scale(x, k, out):
    for i in range(x.shape[0]):
        out[i] = x[i] * k


@guvectorize(["void(int32[:], int32[:], int32[:])"], "(n),()->(n)")
def shift(x, k, out):
    for i in range(x.shape[0]):
        out[i] = x[i] + k[0]

# call: scale(np.arange(4, dtype=np.int16), 2)
# call: scale(np.arange(4, dtype=np.int16), -3)
# call: scale(np.arange(4, dtype=np.int16), 70000)
# call: scale(np.arange(6, dtype=np.int32).reshape(2, 3), 2)
# call: scale(np.arange(4, dtype=np.int32), 2.5)
# call: scale(np.arange(4, dtype=np.int8), 100)
# call: shift(np.arange(6, dtype=np.int32).reshape(2, 3), 7)
# call: shift(np.arange(3, dtype=np.int32), np.array([1, 2], dtype=np.int32).reshape(2, 1))
