"""Implicit promotion in mixed expressions: bool+int, int+float, int*complex, float32*int32."""
from numba import njit


@njit
def mix(b, i, x):
    return b + i, i + x, b * x, i * 1j


@njit("float64(float32, int32)")
def f32_i32(x, n):
    return x * n


@njit
def accumulate(n):
    total = 0
    for i in range(n):
        total += i * 0.5
    return total

# call: mix(True, 3, 0.25)
# call: mix(False, -2, 1e300)
# call: f32_i32(0.1, 3)
# call: accumulate(5)
# call: accumulate(0)
