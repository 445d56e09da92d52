# NumPy scalar arguments: Numba types np.float32(x), np.int32(x), np.bool_(x) as those dtypes,
# alone, in tuples, lists and sets (Numba's own tests pass them so).
import numpy as np
from numba import njit


@njit
def scale(x, k):
    return x * k, x / k


@njit
def first_of(t):
    a, b, c = t
    return a + b, not c


@njit
def total(xs):
    s = 0
    for a, b, c in xs:
        if not c:
            s += a * b
    return s


@njit
def set_sum(s):
    r = np.float32(0.0)
    for v in s:
        r += v
    return r, len(s)


# call: scale(np.float32(0.30000001192092896), np.float32(3.0))
# call: scale(np.int32(7), np.int32(2))
# call: scale(np.uint8(250), np.int64(3))
# call: scale(np.float32(0.1), 3.0)
# call: first_of((np.int64(20), np.int32(8), np.bool_(False)))
# call: total([(np.int64(20), np.int32(8), np.bool_(False)), (np.int64(4), np.int32(2), np.bool_(True)), (np.int64(-3), np.int32(5), np.bool_(False))])
# call: set_sum({np.float32(0.30000001192092896), np.float32(1.7000000476837158), np.float32(0.20000000298023224)})
# call: set_sum({np.float32(float("inf")), np.float32(-0.5)})
