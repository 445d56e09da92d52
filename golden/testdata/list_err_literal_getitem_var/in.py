"""A literal list (here arrays of different dimensions) is indexed by constant integers only: l[i] with a run-time index is rejected, as Numba rejects it ("Cannot __getitem__ on a literal list"; test_lists' TestLiteralLists.test_getitem)."""
# error: unsupported-feature
import numpy as np
from numba import njit


@njit("float64(int64)")
def f(n):
    l = [np.zeros(n), np.zeros((n, n))]
    return l[n].sum()
