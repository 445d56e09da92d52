"""A binary search tree of jitclass nodes whose left and right fields are optional(tree_type), a deferred_type(): methods walk and grow it through optional instances, a method returns an optional instance (None when a key is absent), a method called through a None child raises TypeError, and a class refers through a deferred type to a class defined after it."""
import numpy as np
from numba import njit, int64, float64, deferred_type, optional
from numba.experimental import jitclass

tree_type = deferred_type()
leaf_type = deferred_type()


@jitclass([("key", int64), ("count", int64), ("left", optional(tree_type)),
           ("right", optional(tree_type)), ("tag", optional(leaf_type))])
class Tree(object):
    def __init__(self, key):
        self.key = key
        self.count = 1
        self.left = None
        self.right = None
        self.tag = None

    def insert(self, key):
        cur = self
        while True:
            if key == cur.key:
                cur.count += 1
                return
            if key < cur.key:
                if cur.left is None:
                    cur.left = Tree(key)
                    return
                cur = cur.left
            else:
                if cur.right is None:
                    cur.right = Tree(key)
                    return
                cur = cur.right

    def find(self, key):
        cur = self
        while cur is not None:
            if key == cur.key:
                return cur
            if key < cur.key:
                cur = cur.left
            else:
                cur = cur.right
        return None

    def leftmost(self):
        cur = self
        while cur.left is not None:
            cur = cur.left
        return cur.key

    def size(self):
        n = 0
        stack = [self]
        while len(stack) > 0:
            cur = stack.pop()
            n += cur.count
            left = cur.left
            if left is not None:
                stack.append(left)
            right = cur.right
            if right is not None:
                stack.append(right)
        return n


@jitclass([("w", float64)])
class Leaf(object):
    def __init__(self, w):
        self.w = w


tree_type.define(Tree.class_type.instance_type)
leaf_type.define(Leaf.class_type.instance_type)


@njit
def build(keys):
    t = Tree(keys[0])
    for k in keys[1:]:
        t.insert(k)
    return t


@njit
def stats(keys, probe):
    t = build(keys)
    hit = t.find(probe)
    c = -1
    if hit is not None:
        c = hit.count
    return t.leftmost(), t.size(), c, t.find(probe) is None


@njit
def right_min(keys):
    t = build(keys)
    try:
        return t.right.leftmost()
    except Exception:
        return -1


@njit
def tagged(x):
    t = Tree(1)
    t.tag = Leaf(x)
    a = t.tag.w
    t.tag = None
    return a, t.tag is None


# call: stats(np.array([5, 3, 8, 1, 4, 8, 9, 3]), 3)
# call: stats(np.array([5, 3, 8, 1, 4, 8, 9, 3]), 7)
# call: stats(np.array([2]), 2)
# call: right_min(np.array([5, 3, 8, 6, 9]))
# call: right_min(np.array([5, 3, 1]))
# call: tagged(2.5)
