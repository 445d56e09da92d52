"""A datetime64 in days plus a timedelta64 in months is rejected, as Numba's typing rejects it: years and months do not combine with the finer units."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("NPDatetime('D')(NPDatetime('D'), NPTimedelta('M'))")
def f(d, t):
    return d + t
