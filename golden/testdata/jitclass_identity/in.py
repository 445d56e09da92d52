"""`is` and `is not` between jitclass instances: the same instance (generated code holds an
instance by pointer), beyond Numba 0.56, whose lowering of `is` fails on jitclass instances."""
# oracle: cpython Numba 0.56 fails to lower `is` between jitclass instances
from numba import njit, int64
from numba.experimental import jitclass


@jitclass([("x", int64)])
class Node:
    def __init__(self, x):
        self.x = x


@njit
def identity(n):
    p = Node(n)
    q = Node(n)
    r = p
    return p is q, p is r, p is not q, q is not Node(n)


@njit
def pick(n):
    a = Node(1)
    b = Node(2)
    c = a if n > 0 else b
    c.x += 10
    return c is a, a.x, b.x


# call: identity(3)
# call: pick(1)
# call: pick(0)
