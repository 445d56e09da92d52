# Integer // and % by a constant power of two are an arithmetic shift and a mask (Python's floor
# semantics for negative operands too): int64, int32, int8 and uint8 values, augmented
# assignments, 1 as a divisor; a divisor the type cannot hold or that is not a power of two
# stays a division.
import numpy as np
from numba import njit


@njit
def halves(x):
    out = np.empty((x.shape[0], 6), dtype=np.int64)
    for i in range(x.shape[0]):
        v = x[i]
        out[i, 0] = v // 2
        out[i, 1] = v % 2
        out[i, 2] = v // 8
        out[i, 3] = v % 8
        out[i, 4] = v // 1
        out[i, 5] = v % 1024
    return out


@njit
def collatz_steps(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


@njit
def small_types(a, b):
    s = np.int32(0)
    t = np.int8(0)
    u = np.uint8(0)
    for i in range(a.shape[0]):
        s += a[i] // np.int32(4) + a[i] % np.int32(16)
        t = np.int8(b[i] // np.int8(2))
        u = np.uint8(np.uint8(b[i]) % np.uint8(128))
    return s, t, u


@njit
def not_pow2(x):
    s = 0
    for i in range(x.shape[0]):
        s += x[i] // 3 + x[i] % 6 + x[i] // -2 + x[i] % -4
    return s


@njit
def big(x):
    return x // 2 ** 62, x % 2 ** 62, x // 2 ** 40


# call: halves(np.array([-9, -8, -7, -2, -1, 0, 1, 2, 7, 8, 9, -9223372036854775808, 9223372036854775807]))
# call: collatz_steps(27)
# call: collatz_steps(1)
# call: small_types(np.array([-33, -16, -1, 0, 5, 17], dtype=np.int32), np.array([-128, -3, -1, 0, 3, 127], dtype=np.int8))
# call: not_pow2(np.array([-7, -1, 0, 5, 11]))
# call: big(-9223372036854775807)
# call: big(5000000000000000000)
