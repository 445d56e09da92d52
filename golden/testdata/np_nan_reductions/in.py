"""Reductions that skip NaNs: nanmin, nanmax, nansum, nanprod, nanmean, nanvar, nanstd,
nanmedian, nancumsum and nancumprod, on float, float32 and integer arrays, all-NaN and 2-d."""
import numpy as np
from numba import njit


@njit
def nans(a):
    return (np.nanmin(a), np.nanmax(a), np.nansum(a), np.nanprod(a), np.nanmean(a), np.nanvar(a),
            np.nanstd(a), np.nanmedian(a))


@njit
def cums(a):
    return np.nancumsum(a), np.nancumprod(a)


@njit
def empty_min(a):
    return np.nanmin(a)

# call: nans(np.array([1.0, np.nan, 3.0, -2.0, np.nan]))
# call: nans(np.array([np.nan, 2.5, 0.5]))
# call: nans(np.array([np.nan, np.nan]))
# call: nans(np.array([[1.5, np.nan], [4.0, 2.0]]))
# call: nans(np.array([3, 1, 4, 1, 5]))
# call: nans(np.array([1.25, np.nan, 2.5], dtype=np.float32))
# call: cums(np.array([1.0, np.nan, 3.0, 2.0]))
# call: cums(np.array([[2, 3], [4, 5]]))
# call: empty_min(np.zeros(0))
