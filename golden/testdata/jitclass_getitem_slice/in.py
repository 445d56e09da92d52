"""A slice as the key of a jitclass's __getitem__ and __setitem__ (test_jitclasses' test_getitem_slice_key) is a slice object whose start, stop and step the methods read; left-out parts take Numba's defaults (step 1; start 0 and stop the largest int64, or for a negative step the largest and the smallest)."""
import numpy as np
from numba import njit, int32
from numba.experimental import jitclass


@jitclass([("data", int32[:])])
class TestClass(object):
    def __init__(self):
        self.data = np.zeros(10, dtype=np.int32)

    def __setitem__(self, slc, data):
        self.data[slc.start] = data
        self.data[slc.stop] = data + slc.step

    def __getitem__(self, slc):
        return self.data[slc.start]


@jitclass([("n", int32)])
class Parts(object):
    def __init__(self):
        self.n = 0

    def __getitem__(self, slc):
        return slc.start, slc.stop, slc.step


@njit
def run(data):
    t = TestClass()
    t[1:5:1] = 1
    t[2:6:1] = data
    return t[5:6:1], t[2:2:1], t[6:6:1]


@njit
def parts(n):
    p = Parts()
    return p[1:5:2], p[:n], p[::-1], p[n:], p[::n], p[None:n:None], p[-n:-1:-n]


# call: run(2)
# call: run(-4)
# call: parts(3)
# call: parts(-2)
# call: parts(0)
