# *args that the call leaves empty, splatted into another call: the empty tuple is passed as
# nothing, and no Go variable is left unused.
import numpy as np
from numba import njit


@njit
def array_sum(a, *args):
    return a.sum(*args)


@njit
def clipped(a, *bounds):
    lo = ()
    return np.sum(np.clip(a, *bounds)) + a.sum(*lo)


# call: array_sum(np.arange(6.0).reshape(2, 3))
# call: array_sum(np.arange(6.0).reshape(2, 3), 1)
# call: array_sum(np.arange(6.0).reshape(2, 3), 0)
# call: clipped(np.arange(6.0), 1.0, 4.0)
