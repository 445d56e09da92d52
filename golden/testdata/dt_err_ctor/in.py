"""np.datetime64(...) in compiled code is rejected, as Numba 0.56 has no datetime64 or timedelta64 constructor in nopython mode: datetime values come in as arguments."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("(datetime64[D],)")
def f(d):
    return d - np.datetime64('2020-01-01')
