"""-d of a datetime64 is rejected, as in Numba: only timedelta64 values have -, + and abs()."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("(datetime64[s],)")
def f(d):
    return -d
