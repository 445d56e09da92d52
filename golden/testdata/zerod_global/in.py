"""A module-level 0-d array (np.array of a scalar, with or without dtype=) is a constant Numba freezes: it reads as a 0-d array, its element as a[()], and in arithmetic as a scalar (a fuzz finding once: Go with [0]int dims)."""
import numpy as np
from numba import njit

SCALE = np.array(2.5)
COUNT = np.asarray(3, dtype=np.float32)
FLAG = np.array(True)


@njit("float64(float64)")
def scaled(x):
    return SCALE * x


@njit
def parts(x):
    return SCALE, SCALE[()] + x, COUNT + 1, COUNT, SCALE.shape, FLAG & (x > 0)

# call: scaled(4.0)
# call: parts(1.5)
# call: parts(-2)
