"""A jitclass spec built at module level item by item (test_jitclasses' test_ordereddict_spec): spec = OrderedDict() or {} then spec["x"] = int32, in source order."""
from collections import OrderedDict
from numba import njit, float32, int32, float64, types
from numba.experimental import jitclass

spec = OrderedDict()
spec["x"] = int32
spec["y"] = float32

other = {"a": float64}
other["tags"] = types.UniTuple(int32, 2)


@jitclass(spec)
class Test(object):
    def __init__(self, x):
        self.x = x
        self.y = x / 2


@jitclass(other)
class Other(object):
    def __init__(self, a):
        self.a = a
        self.tags = (1, 2)


@njit
def run(n):
    t = Test(n)
    o = Other(n * 0.25)
    return t.x, t.y, o.a, o.tags


# call: run(3)
# call: run(-7)
