"""An optional(node_type) field takes None, an instance of its class or an optional one; storing a number in it is a type error, as Numba's typing rejects it."""
# error: type-mismatch
from numba import njit, int64, deferred_type, optional
from numba.experimental import jitclass

node_type = deferred_type()


@jitclass([("data", int64), ("next", optional(node_type))])
class Node(object):
    def __init__(self, data):
        self.data = data
        self.next = None

    def bad(self, v):
        self.next = v


node_type.define(Node.class_type.instance_type)


@njit
def f(n):
    a = Node(n)
    a.bad(n)
    return a.data


# call: f(1)
