"""np.partition needs integer kth values, and pygo does not partition complex arrays yet."""
# error: type-mismatch
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("void(float64[:])")
def float_kth(a):
    np.partition(a, 1.5)


@njit("void(complex128[:])")
def complexes(a):
    np.partition(a, 1)
