"""A jitclass may refer to itself through deferred_type() (node_type.define(Node.class_type.instance_type)): an optional(node_type) field is a pointer to the struct, nil for None; None is stored, tested with is None / is not None, and reading through a None field raises TypeError as in Numba."""
from numba import njit, int64, float64, deferred_type, optional
from numba.experimental import jitclass

node_type = deferred_type()


@jitclass([("data", int64), ("next", optional(node_type))])
class Node(object):
    def __init__(self, data, next):
        self.data = data
        self.next = next

    def length(self):
        n = 0
        cur = self
        while cur is not None:
            n += 1
            cur = cur.next
        return n

    def total(self):
        s = 0
        cur = self
        while cur is not None:
            s += cur.data
            cur = cur.next
        return s

    def append_to_tail(self, other):
        cur = self
        while cur.next is not None:
            cur = cur.next
        cur.next = other


node_type.define(Node.class_type.instance_type)


@njit
def build(n):
    head = Node(0, None)
    for i in range(1, n):
        head = Node(i, head)
    return head.length(), head.total(), head.data


@njit
def tail(n):
    first = Node(123, None)
    second = Node(321, first)
    second.append_to_tail(Node(n, None))
    return second.next.data, first.next.data, second.length()


@njit
def tests(n):
    a = Node(n, None)
    b = Node(2, a)
    return a.next is None, b.next is None, a.next is not None, b.next is not None


@njit
def unlink(n):
    a = Node(1, None)
    b = Node(2, a)
    b.next = None
    if n > 0:
        try:
            return b.next.data
        except Exception:
            return -1
    return b.length()


@njit
def maybe(n):
    head = None
    for i in range(n):
        head = Node(i, head)
    if head is None:
        return -1
    return head.total()


# call: build(1)
# call: build(5)
# call: tail(7)
# call: tests(3)
# call: unlink(0)
# call: unlink(1)
# call: maybe(0)
# call: maybe(4)
