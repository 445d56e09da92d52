"""Reductions that skip NaNs of complex and bool arrays: nanmin, nanmax (by real part, then imaginary part),
nansum, nanprod, nanmean (complex128), nanvar and nanstd, with NaN in either part, ties, all-NaN, empty and 2-d."""
import numpy as np
from numba import njit


@njit
def nans(a):
    return (np.nanmin(a), np.nanmax(a), np.nansum(a), np.nanprod(a), np.nanmean(a), np.nanvar(a),
            np.nanstd(a))


@njit
def no_minmax(a):
    return np.nansum(a), np.nanprod(a), np.nanmean(a), np.nanvar(a), np.nanstd(a)


@njit
def nan_min(a):
    return np.nanmin(a)


@njit
def nan_max(a):
    return np.nanmax(a)

# call: nans(np.array([0.1-0.09j, 0.2+0.18j, np.nan+1j, 0.4+0.36j, 1+np.nan*1j, 0.6-0.5j], dtype=np.complex64))
# call: nans(np.array([[0.1-0.09j, 0.2+0.18j], [0.3+1j, 0.4+0.36j]], dtype=np.complex64))
# call: nans(np.array([np.nan+1j, 2+3j, 2-1j, 2+5j, -1+np.nan*1j]))
# call: nans(np.array([1.5+2j, 1.5-2j, -0.5+0.25j, 3.0+0j]).reshape(2, 2)[:, ::-1])
# call: nans(np.array([np.nan+0j, np.nan+2j]))
# call: nans(np.array([False, True, False, True, True, False]).reshape(2, 3))
# call: nans(np.array([True, True]))
# call: no_minmax(np.zeros(0, dtype=np.complex64))
# call: no_minmax(np.zeros(0, dtype=np.bool_))
# call: nan_min(np.zeros(0, dtype=np.complex128))
# call: nan_max(np.zeros((0, 2), dtype=np.bool_))
