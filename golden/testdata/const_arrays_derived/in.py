"""Module-level arrays Numba freezes as constants, built with np.arange, slicing, .reshape and .T
(Numba's test_array_constants: a1 = np.arange(12), a2 = a1[::2], a3 = a1.reshape((3, 4)).T),
with the layouts Numba's typeof gives them (C, A for a strided slice, F for a transpose)."""
import numpy as np
from numba import njit

a1 = np.arange(12)
a2 = a1[::2]
a3 = a1.reshape((3, 4)).T
a4 = np.arange(1.0, 3.0, 0.25).reshape(2, -1)
a5 = a1[-3:]
a6 = a1[10:2:-3]
a7 = np.arange(5, dtype=np.float32)
a8 = np.array([[1.5, 2.5, 3.5]]).T


@njit
def getitem1(i):
    return a1[i]


@njit
def getitem2(i):
    return a2[i]


@njit
def getitem3(i):
    return a3[i]


@njit
def whole():
    return a1.sum(), a2.copy(), a3.copy(), a3.ravel(), a4, a5, a6, a7, a8, a3.shape, a3[1, 2]

# call: getitem1(0)
# call: getitem1(11)
# call: getitem2(1)
# call: getitem2(5)
# call: getitem3(2)
# call: whole()
