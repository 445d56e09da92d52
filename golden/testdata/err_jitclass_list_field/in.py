"""A jitclass field of a typed-list type is not supported yet (fields are numbers or arrays)."""
# error: unsupported-feature
from numba import njit, float64, types
from numba.experimental import jitclass


@jitclass([("xs", types.ListType(float64))])
class Bag:
    def __init__(self):
        pass


@njit("int64()")
def f():
    Bag()
    return 0
