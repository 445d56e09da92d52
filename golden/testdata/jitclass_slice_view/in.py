"""A jitclass whose __getitem__ and __setitem__ index its array field by the slice object they
receive (self.data[slc]): views with steps, negative steps and parts left out, and assignment
through them."""
import numpy as np
from numba import njit, float64
from numba.experimental import jitclass


@jitclass([("data", float64[:])])
class Buf(object):
    def __init__(self, n):
        self.data = np.arange(float(n))

    def __getitem__(self, slc):
        return self.data[slc]

    def __setitem__(self, slc, v):
        self.data[slc] = v


@njit
def run(n, k):
    b = Buf(n)
    b[::k] = -1.0
    return b[1:5], b[::-1], b[k:], b[:]

# call: run(6, 2)
# call: run(7, 3)
# call: run(4, -1)
