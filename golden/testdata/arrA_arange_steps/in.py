"""np.arange with one to three arguments, negative and float steps, empty ranges and dtype=."""
import numpy as np
from numba import njit


@njit
def ints(start, stop, step):
    return np.arange(start, stop, step)


@njit
def floats(start, stop, step):
    return np.arange(start, stop, step)


@njit
def typed(n):
    return np.arange(n, dtype=np.float64), np.arange(-n, n, 3, dtype=np.int32), np.arange(1, n, dtype=np.float32)


@njit
def counts():
    return np.arange(0.0, 1.0, 0.1).size, np.arange(1.0, -1.0, -0.5), np.arange(-5), np.arange(3.5)

# call: ints(10, 0, -3)
# call: ints(-4, 5, 2)
# call: ints(0, 5, -1)
# call: floats(1.0, -1.0, -0.25)
# call: floats(0.0, 1.0, 0.3)
# call: typed(4)
# call: counts()
