"""ufunc.reduce and ufunc.accumulate of a @vectorize ufunc with float32 loops only: a 1-d float32 array reduces to a float32 scalar (rounded in float32), along an axis to a float32 array."""
# compare: exact
import numpy as np
from numba import vectorize


@vectorize(["float32(float32, float32)"])
def add(a, b):
    return a + b


@vectorize(["float32(float32, float32)", "int32(int32, int32)"], identity=1)
def mul(a, b):
    return a * b

# call: add.reduce(np.arange(10, dtype=np.float32))
# call: add.reduce(np.array([16777216.0, 1.0, 1.0, 0.1], dtype=np.float32))
# call: add.reduce(np.arange(80, dtype=np.float32).reshape(8, 10))
# call: add.reduce(np.arange(80, dtype=np.float32).reshape(8, 10), axis=1)
# call: add.accumulate(np.array([0.1, 0.2, 0.3, 16777216.0, 1.0], dtype=np.float32))
# call: mul.reduce(np.array([1.5, -2.0, 0.25], dtype=np.float32))
# call: mul.reduce(np.array([3, -2, 7], dtype=np.int32))
# call: mul.reduce(np.zeros(0, dtype=np.float32))
# call: add.reduce(np.zeros(0, dtype=np.float32))
