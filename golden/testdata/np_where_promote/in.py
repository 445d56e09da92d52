"""np.where(c, x, y) has the dtype np.promote_types(x's dtype, y's dtype), a scalar counting by
its type as in Numba (where(c, float32 array, 2) is float64, not NumPy's value-based float32)."""
import numpy as np
from numba import njit


@njit
def where3(c, x, y):
    return np.where(c, x, y)


@njit
def where_f32_int(c, x):
    return np.where(c, x.astype(np.float32), x.astype(np.int32))


@njit
def where_scalar(c, x):
    return np.where(c > 0.5, x.astype(np.float32), 2)


@njit
def where_small(c, x):
    return np.where(c, x.astype(np.uint8), -1)


# call: where3(np.array([True, False, True]), np.array([4.0, 4.0, 4.0], dtype=np.float32), np.array([9, 9, 9], dtype=np.int32))
# call: where3(np.array([True, False]), np.array([1, 2], dtype=np.int8), 2.5)
# call: where3(np.array([[True, False], [False, True]]), 1, np.array([[0.5, 1.5], [2.5, 3.5]], dtype=np.float32))
# call: where3(np.array([True, False]), np.array([1, 2], dtype=np.int16), np.array([7, 8], dtype=np.uint16))
# call: where_f32_int(np.array([False, True, True, False]), np.linspace(0.0, 3.0, 4))
# call: where_scalar(np.linspace(0.0, 1.0, 5), np.linspace(1.0, 2.0, 5))
# call: where_small(np.array([True, False, True]), np.arange(3))
