"""int8, int16, uint8, uint32, float32 and complex64 arrays: element arithmetic with overflow
wrap-around when stored back, array arithmetic keeping or promoting the dtype, comparisons, and unary minus/invert on small-type elements (Numba keeps the type)."""
import numpy as np
from numba import njit


@njit
def wrap_int8(a):
    for i in range(a.size):
        a[i] = a[i] + 100
    return a, a * 2, a < 0


@njit
def wrap_unsigned(u8, u32):
    u8 += np.uint8(200)
    u32 -= np.uint32(5)
    return u8, u32, u8 > u32, u8 + u8, u32 * 3


@njit
def small_mix(h, f, c):
    h[0] = h[0] * 300
    g = f * f
    d = c * c
    return h, g, d, g >= 0.25, (c == c.conj()), f[0] == np.float32(0.5), h.sum()

@njit
def unary(a, u):
    return -a[0], abs(a[0]), ~a[1], ~u[0], -u[1], ~u, -u

# call: wrap_int8(np.array([10, 27, 28, 127, -100], dtype=np.int8))
# call: wrap_unsigned(np.array([0, 55, 56, 255], dtype=np.uint8), np.array([0, 4, 5, 7], dtype=np.uint32))
# call: unary(np.array([-128, 5], dtype=np.int8), np.array([5, 3], dtype=np.uint32))
# call: small_mix(np.array([300, -2, 7], dtype=np.int16), np.array([0.5, 1.5, 0.1], dtype=np.float32), np.array([1 + 2j, 3j], dtype=np.complex64))
