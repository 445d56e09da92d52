"""float32 signatures: results are rounded to float32 and widened to float64 at the boundary."""
from numba import njit


@njit("float32(float32, float32)")
def add_f32(a, b):
    return a + b


@njit("float32(float32, int64)")
def geometric_f32(r, n):
    s = 0.0
    t = 1.0
    for _ in range(n):
        s += t
        t *= r
    return s


@njit("float64(float32)")
def widen(x):
    return x * 3

# call: add_f32(0.1, 0.2)
# call: add_f32(16777216.0, 1.0)
# call: add_f32(3e38, 3e38)
# call: geometric_f32(0.5, 30)
# call: widen(0.1)
