"""timedelta64 % timedelta64 is rejected, as Numba 0.56 types no remainder of timedeltas."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("(timedelta64[D], timedelta64[h])")
def f(a, b):
    return a % b
