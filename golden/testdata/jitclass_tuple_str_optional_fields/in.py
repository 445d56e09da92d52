"""Jitclass fields of tuple, str and optional types (types.UniTuple, types.Tuple, types.unicode_type, optional(T)): None is stored in an optional field and tested with is None; a None field used as its value raises TypeError, as in Numba."""
from numba import njit, float64, int64, types, optional
from numba.experimental import jitclass


@jitclass([("pt", types.UniTuple(float64, 2)), ("name", types.unicode_type),
           ("mix", types.Tuple((int64, types.unicode_type))), ("w", optional(float64)),
           ("label", optional(types.unicode_type))])
class Bag:
    def __init__(self, x, name, w):
        self.pt = (x, x * 2.0)
        self.name = name
        self.mix = (len(name), name + "!")
        self.w = w
        self.label = None

    def norm2(self):
        return self.pt[0] ** 2 + self.pt[1] ** 2

    def weight(self):
        if self.w is None:
            return -1.0
        return self.w

    def tag(self):
        if self.label is None:
            return self.name
        return self.label + ":" + self.name


@njit
def run(x, n):
    b = Bag(x, "ab" * n, None)
    c = Bag(x, "z", 2.5)
    r1 = b.weight()
    b.w = 1.5
    b.label = "L"
    b.pt = (1.0, x)
    return b.norm2(), b.name, b.mix, r1, b.weight(), c.weight(), b.tag(), c.tag()


@njit
def unchecked(n):
    b = Bag(1.0, "q", None)
    if n > 0:
        b.w = 4.0
    return b.w * 2.0


# call: run(3.0, 2)
# call: run(0.5, 0)
# call: unchecked(1)
# call: unchecked(0)
