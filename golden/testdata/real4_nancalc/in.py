"""NaN-aware reductions and tests: np.isnan(x).any(), np.nanmean, np.nanstd, np.nanmax, np.nan_to_num-style loop."""
import numpy as np
from numba import njit


@njit
def nanstats(x):
    has = np.isnan(x).any()
    y = x.copy()
    for i in range(y.shape[0]):
        if np.isnan(y[i]):
            y[i] = 0.0
    return has, np.nanmean(x), np.nanstd(x), np.nanmax(x), np.nanmin(x), np.nansum(x), y, np.isfinite(x).sum()

# call: nanstats(np.array([1.0, np.nan, 3.0, -2.0, np.nan, 8.0]))
