# np.fill_diagonal checks every value against the array's dtype before it fills anything, as
# Numba 0.56 (arraymath's _check_val_int and _check_val_float): into an integer array NaN,
# infinities and numbers beyond the dtype's bounds raise ValueError, into a float32 array
# finite float64 values beyond its largest. Numba compares an int64 bound with a float or a
# uint64 value in float64, so 2**63 and 2.0**63 pass into int64 and 2**63 + 2048 does not.
import numpy as np
from numba import njit


@njit
def fill(a, val, wrap=False):
    np.fill_diagonal(a, val, wrap)
    return a


@njit
def fill_unused(n):
    a = np.zeros((n, n), dtype=np.int8)
    np.fill_diagonal(a, [1, 2, 300])  # 300 is never stored, but checked
    return a


@njit
def fill_view(n, v):
    a = np.zeros((n, n, n), dtype=np.uint16)
    np.fill_diagonal(a[::2, ::2, ::2], v)
    return a


# call: fill(np.zeros((3, 3), dtype=np.int8), 127)
# call: fill(np.zeros((3, 3), dtype=np.int8), 128)
# call: fill(np.zeros((3, 3), dtype=np.int8), -129)
# call: fill(np.zeros((3, 3), dtype=np.int8), -128)
# call: fill(np.zeros((3, 3), dtype=np.int32), 2.75)
# call: fill(np.zeros((3, 3), dtype=np.int32), -2.75)
# call: fill(np.zeros((3, 3), dtype=np.int32), float("nan"))
# call: fill(np.zeros((3, 3), dtype=np.int64), float("inf"))
# call: fill(np.zeros((3, 3), dtype=np.int32), 2147483647.5)
# call: fill(np.zeros((3, 3), dtype=np.int32), 2147483648.0)
# call: fill(np.zeros((2, 2), dtype=np.int64), 9223372036854775808)
# call: fill(np.zeros((2, 2), dtype=np.int64), 9223372036854777856)
# call: fill(np.zeros((2, 2), dtype=np.int64), 9223372036854775807)
# call: fill(np.zeros((2, 2), dtype=np.int64), 9.223372036854776e18)
# call: fill(np.zeros((2, 2), dtype=np.uint64), -1)
# call: fill(np.zeros((2, 2), dtype=np.uint64), 9223372036854775807)
# call: fill(np.zeros((2, 2), dtype=np.uint8), np.arange(-1, 2))
# call: fill(np.zeros((2, 2), dtype=np.uint8), np.arange(254, 256))
# call: fill(np.zeros((2, 2), dtype=np.uint8), np.arange(255, 257))
# call: fill(np.zeros((3, 3), dtype=np.int16), [1.5, 2.5, 40000.0])
# call: fill(np.zeros((3, 3), dtype=np.int16), (1, 2))
# call: fill(np.zeros((5, 2), dtype=np.int16), np.array([7, 70000]), True)
# call: fill(np.zeros((0, 3), dtype=np.int8), 300)
# call: fill(np.zeros((3, 3), dtype=np.int8), True)
# call: fill(np.zeros((3, 3), dtype=np.int8), np.array([True, False]))
# call: fill(np.zeros((2, 2, 2), dtype=np.int8), np.array([[1.0, float("nan")]]))
# call: fill(np.zeros((2, 2, 2), dtype=np.int8), np.array([[1.0, -128.5]]))
# call: fill(np.zeros((2, 2), dtype=np.float32), 1e39)
# call: fill(np.zeros((2, 2), dtype=np.float32), -1e39)
# call: fill(np.zeros((2, 2), dtype=np.float32), 3.4028235e38)
# call: fill(np.zeros((2, 2), dtype=np.float32), float("inf"))
# call: fill(np.zeros((2, 2), dtype=np.float32), float("nan"))
# call: fill(np.zeros((2, 2), dtype=np.float32), np.array([1.0, 1e300]))
# call: fill(np.zeros((2, 2), dtype=np.float32), 18446744073709551615)
# call: fill(np.zeros((2, 2), dtype=np.float64), 1e308)
# call: fill(np.zeros((2, 2), dtype=np.complex64), 1e300)
# call: fill(np.zeros((2, 2), dtype=np.bool_), 300)
# call: fill_unused(2)
# call: fill_view(5, 65535)
# call: fill_view(5, 65536)
