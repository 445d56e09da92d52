"""A jitclass field of a tuple or a string type is not supported yet (fields are numbers,
arrays and lists)."""
# error: unsupported-feature
from numba import njit, float64, types
from numba.experimental import jitclass


@jitclass([("pt", types.UniTuple(float64, 2)), ("name", types.unicode_type)])
class Bag:
    def __init__(self):
        pass


@njit("int64()")
def f():
    Bag()
    return 0
