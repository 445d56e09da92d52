"""a.transpose(axes) with an axes tuple of another length than a's dimensions is rejected, as
Numba 0.56 fails to type it (test_array_manipulation's transpose usecases)."""
# error: type-mismatch
import numpy as np
from numba import njit


@njit("int64[:, :](int64[:, :])")
def f(a):
    return a.transpose((1, 0, 2))
