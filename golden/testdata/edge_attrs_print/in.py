"""Array attributes as loop bounds and in f-strings and print of scalars derived from arrays."""
# oracle: cpython f-strings with values are not supported by numba 0.56
import numpy as np
from numba import njit


@njit
def describe(m):
    print("shape", m.shape[0], m.shape[1], "size", m.size, "ndim", m.ndim)
    total = 0.0
    for i in range(m.shape[0]):
        for j in range(m.shape[1] - 1, -1, -1):
            total += m[i, j]
        print(f"row {i}: first={m[i, 0]} last={m[i, -1]}")
    print(f"total={total} mean={m.mean()} max={m.max()}")
    return total


@njit
def steps(a):
    n = len(a)
    for i in range(0, a.size, max(1, a.shape[0] // 3)):
        print(i, a[i], a[i] * 2, n)
    s = np.int32(a.sum())
    print(f"{s} {a.itemsize} {a.nbytes}")
    return a.strides[0]

# call: describe(np.arange(6.0).reshape(2, 3))
# call: steps(np.arange(7, dtype=np.int16))
# call: steps(np.array([1.5, -2.0]))
