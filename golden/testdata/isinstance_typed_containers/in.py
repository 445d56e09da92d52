"""isinstance() with numba.typed.List and numba.typed.Dict: a typed list is a List and not a
list, a reflected list is a list only, and every dict of compiled code is a Dict and a dict."""
import numpy as np
from numba import njit
from numba.typed import List, Dict
from numba.core import types


@njit
def kinds(x):
    return (isinstance(x, List), isinstance(x, Dict), isinstance(x, list), isinstance(x, (int, float)))


@njit
def build(n):
    l = List()
    for i in range(n):
        l.append(i)
    d = Dict.empty(types.int64, types.int64)
    d[1] = 2
    return isinstance(l, List), isinstance(d, Dict), isinstance(l, Dict), isinstance(d, dict)

# call: kinds(3)
# call: kinds(2.5)
# call: kinds(np.arange(3))
# call: kinds([1, 2])
# call: kinds(List([1, 2]))
# call: build(3)
