"""`is` between an optional jitclass instance and an instance (or another optional one) is a diagnostic: Numba 0.56 answers False for it whatever the objects, even for the same object or two Nones; `is None` tests work."""
# error: unsupported-feature
from numba import njit, int64, deferred_type, optional
from numba.experimental import jitclass

node_type = deferred_type()


@jitclass([("data", int64), ("next", optional(node_type))])
class Node(object):
    def __init__(self, data, next):
        self.data = data
        self.next = next


node_type.define(Node.class_type.instance_type)


@njit
def same(n):
    a = Node(1, None)
    b = Node(2, a)
    return b.next is a


@njit
def both_none(n):
    a = Node(1, None)
    d = Node(4, None)
    return d.next is a.next


# call: same(1)
# call: both_none(1)
