"""More of Numba's 0-d support: a @vectorize ufunc on a 0-d array gives a scalar, a.strides and np.shape(a) are (), and count_nonzero, nanmax, nanmin, nansum reduce the one element."""
import numpy as np
from numba import njit, vectorize


@vectorize(["float64(float64)", "int64(int64)"])
def twice(x):
    return 2 * x


@njit
def more(a):
    return twice(a), twice(a) + a, a.strides, np.shape(a), np.count_nonzero(a), np.nanmax(a), np.nanmin(a), np.nansum(a)

# call: more(np.array(2.5))
# call: more(np.array(0.0))
# call: more(np.array(np.nan))
# call: more(np.array(-4))
