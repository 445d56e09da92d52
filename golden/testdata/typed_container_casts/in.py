"""Typed containers cast what they store as Numba's _sentry_safe_cast does (test_dictobject's and test_typedlist's int32 containers): int64 keys and values into a Dict of int32 (wrapping), an int into a float32 dict, float64 into float32, lookups with int64 keys; int64 items into a List of int32 and uint64; List.empty_list(item_type, allocated) positional and by keyword (a negative allocated is Numba's RuntimeError)."""
import numpy as np
from numba import njit, types, int32
from numba.typed import Dict, List


@njit
def dict_int32(n):
    d = Dict.empty(types.int32, types.int32)
    for i in range(n):
        d[i] = i * 1000000000
    d[n] = 2**40 + 5
    total = 0
    for k in d:
        total += d[k]
    return d[1], d[n], len(d), total, 2 in d, d.get(1, 7), d.pop(0)


@njit
def dict_floats(x):
    d = Dict.empty(key_type=types.int8, value_type=types.float32)
    d[3] = x
    d[300] = 1
    d[-1] = np.float32(2.5)
    return d[3], d[44], d[-1], len(d)


@njit
def list_int32(n):
    l = List.empty_list(int32)
    for i in range(n):
        l.append(i * 3000000000)
    l[0] = n
    l.insert(0, 2**33 + 1)
    u = List.empty_list(types.uint64, n)
    u.append(-1)
    return list(l), u[0], len(u)


@njit
def allocated(n):
    l = List.empty_list(item_type=types.float64, allocated=n)
    l.append(n)
    return l[0], len(l)


# call: dict_int32(4)
# call: dict_int32(1)
# call: dict_floats(0.1)
# call: dict_floats(1e300)
# call: list_int32(3)
# call: list_int32(0)
# call: allocated(5)
# call: allocated(0)
# call: allocated(-1)
