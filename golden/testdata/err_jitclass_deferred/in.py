"""What stays unsupported around Numba 0.56's jitclass usecases: a deferred_type() that no
module-level define(...) gives a type (Numba cannot use it either)."""
# error: bad-signature
import numpy as np
from numba import njit, deferred_type, optional, float32
from numba.experimental import jitclass

node_type = deferred_type()


@jitclass([("data", float32), ("next", optional(node_type))])
class LinkedNode(object):
    def __init__(self, data, next):
        self.data = data
        self.next = next


@njit
def node(n):
    return LinkedNode(n, None).data


# call: node(1)
