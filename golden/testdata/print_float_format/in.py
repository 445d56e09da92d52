"""print() formatting of float edge cases: 1e16, 1e-5, 0.1, -0.0, nan, inf, 1/3."""
import math
from numba import njit


@njit
def show(x):
    print(x)
    return x


@njit
def show_all():
    print(1e16, 1e15, 123456789.0, 1e-5, 0.0001, 0.1)
    print(-0.0, 1.0 / 3.0, 2.0 / 3.0, 1e22, 1.5e-300)
    print(math.nan, math.inf, -math.inf)


@njit
def show_int_float(n):
    print(n, float(n), n / 1)

# call: show(0.1)
# call: show(1e16)
# call: show(-0.0)
# call: show(float('nan'))
# call: show_all()
# call: show_int_float(9007199254740993)
