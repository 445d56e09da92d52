"""generated_jit with implementations defined first and chosen in branches."""
import numpy as np
from numba import generated_jit, njit, types


@generated_jit(nopython=True)
def scale(x, k):
    def int_impl(x, k):
        return x * k + 1

    def float_impl(x, k):
        return x * k + 0.5

    def other_impl(x, k):
        return x

    if isinstance(x, types.Integer):
        return int_impl
    elif isinstance(x, types.Float):
        return float_impl
    else:
        return other_impl


@njit
def run(a, b):
    return scale(a, 3), scale(b, 2)


# call: run(4, 1.5)
# call: run(-2, 0.25)
