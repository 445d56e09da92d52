"""Builtins and math functions applied to constants only (Go's untyped constants must get their Python types)."""
import math
import cmath
import numpy as np
from numba import njit


@njit
def ints():
    return (math.gcd(12, 18), 7 // 2, -7 // 2, 7 % -3, divmod(7, 3), pow(2, 10), abs(-4), max(3, 9), min(3, 9),
            round(7), int(7.9), 2 ** 62, -2 ** 3, 1 << 10, 255 >> 3, ~5, 5 ^ 3, 6 & 3, 6 | 1, bool(3), hash(7))


@njit
def floats():
    return (math.floor(2.5), math.ceil(2.5), math.trunc(-2.5), round(2.675, 2), math.copysign(1.0, -0.0),
            math.hypot(3.0, 4.0), math.atan2(1.0, 1.0), math.ldexp(1.0, 3), math.frexp(8.0), math.isfinite(1.0),
            math.log1p(1e-10), math.pow(2.0, 0.5), 7.0 // 2.0, 7.5 % 2.0, divmod(7.5, 2.0), abs(-2.5), float(3))


@njit
def mixed():
    return (np.sqrt(4), np.float32(1.5) * 2, np.int32(7) // 2, np.uint8(250) + np.uint8(10), np.abs(-3), np.sign(-2.5),
            np.maximum(3, 4.5), np.minimum(2, 1), np.floor_divide(7, 2), np.power(2, 3), np.exp(0), np.hypot(3, 4),
            np.arctan2(1, 1), np.mod(-7, 3), np.gcd(12, 18), np.lcm(4, 6), np.round(2.5),
            cmath.sqrt(-1), abs(3 - 4j), complex(1, 2) * 2)


# call: ints()
# call: floats()
# call: mixed()
