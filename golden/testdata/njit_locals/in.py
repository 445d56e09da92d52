"""The locals= option: declared variable types, each assignment converting (float32 accumulation, int32 wrap-around, a bool)."""
import numpy as np
from numba import njit, float32, int32, types


@njit(locals={"acc": float32})
def sum32(x):
    acc = 0.0
    for v in x:
        acc += v
    return acc


@njit(locals={"h": int32, "seen": types.boolean})
def hash32(x):
    h = 17
    seen = 0
    for v in x:
        h = h * 31 + v
        if v == 3:
            seen = 1
    return h, seen


@njit(locals=dict(y=float32))
def third(x):
    y = x / 3
    return y * 3 == x, y

# call: sum32(np.linspace(0.0, 1.0, 1001))
# call: sum32(np.arange(5))
# call: hash32(np.arange(1, 40))
# call: hash32(np.array([1, 2, 3]))
# call: third(1.0)
# call: third(7)
