"""Arithmetic between int32, int64, float32 and float64 arrays and scalars, with NumPy's
promotion: int32 with int64 gives int64, int32 with float32 gives float64, and a scalar of the
same kind does not widen an array (int32 array + int stays int32, float32 array * float stays
float32); int32 arithmetic wraps."""
import numpy as np
from numba import njit


@njit
def mixed(i32, i64, f32, f64):
    return i32 + i64, i32 * f32, i64 - f64, f32 + f64, i32 * i32, f32 * f32, i64 * f32


@njit
def with_scalars(i32, f32, k, x):
    return i32 + k, i32 * x, f32 + k, f32 * x, k - i32, x / f32, i32 / k


@njit
def wraps(a):
    return a * a, a + a, a - 1

# call: mixed(np.array([1, -2, 3], dtype=np.int32), np.array([10, 20, -30]), np.array([0.5, -1.5, 2.25], dtype=np.float32), np.array([0.1, 0.2, -0.3]))
# call: mixed(np.zeros(0, dtype=np.int32), np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32), np.zeros(0))
# call: with_scalars(np.array([1, 2, -7], dtype=np.int32), np.array([0.1, 1.5, -2.0], dtype=np.float32), 3, 0.5)
# call: with_scalars(np.array([2147483647, -2147483648], dtype=np.int32), np.array([1e30, -3e-30], dtype=np.float32), -1, 1e10)
# call: wraps(np.array([50000, -70000, 3, -2147483648], dtype=np.int32))
# call: wraps(np.array([4611686018427387904, 3, -9223372036854775808]))
