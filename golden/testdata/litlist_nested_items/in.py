"""A literal list (mixed items) may hold other literal lists, lists, arrays, typed dicts and literal dicts, as Numba's typeof builds a LiteralList of them (test_lists' test_literal_value_passthrough): items read by constant index, then indexed or looked up in turn."""
import numpy as np
from numba import njit


@njit
def nested(k):
    hom = [1, 2, 3]
    het = ["cat", 10]
    z = np.zeros(3) + k
    l = [k, "a", z, hom, het, {"f": 1}, {"g": "h", "i": 2.5}]
    return len(l), l[3][1], l[4][0], l[4][1] + k, l[5]["f"], l[6]["i"], l[2].sum()


@njit
def inner_literal(s):
    l = [[s, 1], 2.5]
    return l[0][0] + "!", l[0][1] * 2, l[1]


# call: nested(3)
# call: nested(-1)
# call: inner_literal("x")
