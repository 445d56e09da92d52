"""@vectorize with several signatures (strings and numba.types objects): the first loop the inputs cast to safely runs (a Python int is an int64, a float a float64)."""
import numpy as np
import numba
from numba import vectorize, float32, float64, int64


@vectorize([int64(int64, int64), float32(float32, float32), float64(float64, float64)])
def mix(x, y):
    return x * 2 + y


@vectorize(["int32(int32)", "float64(float64)"], identity=0)
def halve(x):
    return x // 2


@vectorize([numba.types.boolean(numba.types.float64, numba.types.float64)])
def close(x, y):
    return abs(x - y) < 0.25


@vectorize(["float64(int64, float64)"])
def scale(n, x):
    return n * x

# call: mix(3, 4)
# call: mix(1.5, 2)
# call: mix(np.arange(4), np.arange(4))
# call: mix(np.arange(4), 2)
# call: mix(np.arange(4), 2.5)
# call: mix(np.arange(4, dtype=np.float32), np.ones(4, dtype=np.float32))
# call: mix(np.arange(4, dtype=np.float32), np.arange(4))
# call: mix(np.arange(6, dtype=np.int32).reshape(2, 3), np.arange(3, dtype=np.int16))
# call: mix(np.arange(3, dtype=np.uint8), np.arange(3, dtype=np.int8))
# call: mix(np.array([True, False]), np.array([1.5, 2.5]))
# call: halve(7)
# call: halve(np.arange(5, dtype=np.int32))
# call: halve(np.arange(5, dtype=np.int16))
# call: halve(np.arange(5))
# call: halve(np.array([-3.0, 3.0]))
# call: close(np.array([0.0, 1.0, 2.0]), np.array([0.1, 1.5, 2.2]))
# call: close(1.0, 1.1)
# call: scale(np.arange(4), 0.5)
# call: scale(3, np.arange(6.0).reshape(2, 3))
