"""What stays unsupported from Numba 0.56's jitclass usecases: a slice passed to
__getitem__/__setitem__ (pygo has no slice objects as values); and a deferred_type() that no
module-level define(...) gives a type (Numba cannot use it either)."""
# error: unsupported-feature
import numpy as np
from numba import njit, deferred_type, optional, float32, int32
from numba.experimental import jitclass

node_type = deferred_type()


@jitclass([("data", float32), ("next", optional(node_type))])
class LinkedNode(object):
    def __init__(self, data, next):
        self.data = data
        self.next = next


@jitclass([("data", int32[:])])
class Sliced(object):
    def __init__(self):
        self.data = np.zeros(10, dtype=np.int32)

    def __getitem__(self, slc):
        return self.data[slc.start]


@njit
def get5(n):
    t = Sliced()
    return t[5:6:1] + n


@njit
def node(n):
    return LinkedNode(n, None).data


# call: get5(1)
# call: node(1)
