"""A numba.typed.Dict with tuple keys and array values built in a loop, then read back in key order."""
import numpy as np
from numba import njit, types
from numba.typed import Dict

key_t = types.UniTuple(types.int64, 2)
val_t = types.float64[:]


@njit
def group_means(keys_a, keys_b, vals):
    d = Dict.empty(key_type=key_t, value_type=val_t)
    for i in range(vals.shape[0]):
        k = (keys_a[i], keys_b[i])
        if k in d:
            acc = d[k]
            acc[0] += vals[i]
            acc[1] += 1.0
        else:
            d[k] = np.array([vals[i], 1.0])
    out = []
    for k, v in d.items():
        out.append((k[0], k[1], v[0] / v[1]))
    return out

# call: group_means(np.array([1, 2, 1, 1, 2]), np.array([0, 0, 0, 1, 0]), np.array([1.0, 2.0, 3.0, 4.0, 5.0]))
