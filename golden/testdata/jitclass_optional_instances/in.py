"""Optional jitclass instances as values: passed to functions (one specialization for an instance, one for an optional instance, where `x is None` on a plain instance is False as in Numba), held in tuples, and used unchecked, which raises TypeError on None; a class that only a field's type names (optional(Extra.class_type.instance_type), never constructed) still has its Go struct."""
from numba import njit, int64, deferred_type, optional
from numba.experimental import jitclass

node_type = deferred_type()


@jitclass([("data", int64), ("next", optional(node_type))])
class Node(object):
    def __init__(self, data, next):
        self.data = data
        self.next = next


node_type.define(Node.class_type.instance_type)


@jitclass([("v", int64)])
class Extra(object):
    def __init__(self, v):
        self.v = v


@jitclass([("extra", optional(Extra.class_type.instance_type))])
class Box(object):
    def __init__(self):
        self.extra = None


@njit
def boxed(n):
    b = Box()
    return b.extra is None, n


@njit
def maybe_data(x):
    if x is None:
        return -1
    return x.data


@njit
def take(x):
    return x.data * 10


@njit
def pass_opt(n):
    a = Node(n, None)
    b = Node(n + 1, a)
    return maybe_data(a.next), maybe_data(a), maybe_data(b.next)


@njit
def in_tuple(n):
    a = Node(n, None)
    b = Node(n + 1, a)
    t = (a.next, b.next, n)
    return t[0] is None, t[1] is None, t[2]


@njit
def unchecked(n):
    a = Node(n, None)
    b = Node(n + 1, a)
    if n > 0:
        c = b
    else:
        c = a
    try:
        return take(c.next)
    except Exception:
        return -1


# call: boxed(3)
# call: pass_opt(4)
# call: in_tuple(2)
# call: unchecked(5)
# call: unchecked(0)
