"""What stays unsupported around Numba 0.56's jitclass usecases: an array indexed by a slice
object (a slice key of __getitem__ is one: pygo reads its start, stop and step only); and a
deferred_type() that no module-level define(...) gives a type (Numba cannot use it either)."""
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
        return self.data[slc].sum()


@njit
def get5(n):
    t = Sliced()
    return t[5:6:1] + n


@njit
def node(n):
    return LinkedNode(n, None).data


# call: get5(1)
# call: node(1)
