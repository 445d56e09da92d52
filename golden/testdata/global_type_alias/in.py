"""Module-level aliases of types: in eager signatures, Dict.empty, List.empty_list and as dtypes (np.zeros(n, dtype=DTYPE))."""
import numpy as np
from numba import njit, types
from numba.typed import Dict, List

float_array = types.float64[:]
index_t = types.int64
pair_t = types.UniTuple(index_t, 2)
DTYPE = np.float32
item_t = types.Tuple((types.unicode_type, index_t))


@njit(float_array(float_array, index_t))
def shift(x, k):
    out = np.zeros(x.shape[0], dtype=DTYPE).astype(np.float64)
    for i in range(x.shape[0]):
        out[(i + k) % x.shape[0]] = x[i]
    return out


@njit
def pairs(n):
    d = Dict.empty(key_type=pair_t, value_type=index_t)
    for i in range(n):
        d[(i, i * i)] = i
    items = List.empty_list(item_t)
    for k, v in d.items():
        items.append((str(k[1]), v))
    return len(d), items[n - 1]


@njit
def as_dtype(n):
    a = np.ones(n, DTYPE)
    return a.sum(), a[0] + np.float32(0.5)

# call: shift(np.array([1.0, 2.0, 3.0, 4.0]), 1)
# call: pairs(4)
# call: as_dtype(3)
