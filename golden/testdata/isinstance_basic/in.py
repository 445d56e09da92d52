"""isinstance() resolved per specialization, as Numba 0.56's experimental isinstance: int,
float and complex match int64, float64 and complex128 exactly (not int32 or float32), str,
tuple, list, dict and range match their kinds, NumPy scalar types and Numba types match
their dtype, a tuple of classes matches any of them; the branch that does not apply is never
typed (len() of an int)."""
import numpy as np
from numba import njit, types
from numba.experimental import jitclass


@jitclass([("x", types.float64)])
class Point:
    def __init__(self, x):
        self.x = x


@njit
def kind(x):
    if isinstance(x, int):
        return 1
    elif isinstance(x, float):
        return 2
    elif isinstance(x, complex):
        return 3
    elif isinstance(x, str):
        return 4
    elif isinstance(x, tuple):
        return 5
    return 6


@njit
def size(x):
    if isinstance(x, int):
        return x + 1
    else:
        return len(x)


@njit
def numeric(x):
    return isinstance(x, (int, float)), isinstance(x, np.float32), isinstance(x, types.int64), not isinstance(x, float)


@njit
def sized(x):
    a = np.int32(3)
    b = np.float32(1.5)
    return isinstance(a, int), isinstance(b, float), isinstance(a, np.int32), isinstance(x, np.float64)


@njit
def containers(n):
    l = [1, 2, n]
    d = {1: 2.0}
    r = range(n)
    t = (1, 2.0)
    return (isinstance(l, list), isinstance(d, dict), isinstance(r, range), isinstance(t, tuple),
            isinstance(l, tuple), isinstance(None, int), isinstance("s", str), isinstance(n, str))


@njit
def classes(v):
    p = Point(v)
    return isinstance(p, Point), isinstance(v, Point)


@njit
def arrays(a):
    return isinstance(a, float), isinstance(a[0], float), isinstance(a.shape, tuple)


# call: kind(3)
# call: kind(3.5)
# call: kind(1j)
# call: kind("a")
# call: kind((1, 2))
# call: kind(np.arange(3))
# call: size(3)
# call: size("abcd")
# call: numeric(2)
# call: numeric(2.5)
# call: numeric(1j)
# call: sized(1.0)
# call: containers(3)
# call: classes(1.5)
# call: arrays(np.arange(3.0))
